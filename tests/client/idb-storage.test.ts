import { get } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createIdbStorage, persisted } from '../../src/lib/idb-storage.ts';

type Shape = { data: number[] | null; loading: boolean };

// The persisted stores' pattern: data persisted, status (loading) not, zustand's persist writing on every set.
function makeStore(name: string) {
  return create<Shape>()(
    persist((): Shape => ({ data: null, loading: false }), {
      name,
      storage: createIdbStorage<Pick<Shape, 'data'>>(),
      version: 1,
      partialize: ({ data }) => ({ data }),
    }),
  );
}

const settle = async (name: string) => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await persisted(name);
};

afterEach(() => vi.restoreAllMocks());

describe('persisted stores in IndexedDB', () => {
  it('write the cached data once per change of it, not again on every status change of a refresh', async () => {
    const store = makeStore('idb-storage-test-a');
    await settle('idb-storage-test-a');
    const puts = vi.spyOn(IDBObjectStore.prototype, 'put');

    store.setState({ data: [1, 2, 3] });
    await settle('idb-storage-test-a');
    expect(puts).toHaveBeenCalledTimes(1);

    // A refresh: loading on, loading off with the same data (a 304-like answer kept by reference).
    store.setState({ loading: true });
    store.setState({ loading: false });
    await settle('idb-storage-test-a');
    expect(puts).toHaveBeenCalledTimes(1);

    // New data (a new answer, even with the same numbers) is written.
    store.setState({ data: [1, 2, 3] });
    await settle('idb-storage-test-a');
    expect(puts).toHaveBeenCalledTimes(2);
    expect(await get('idb-storage-test-a')).toEqual({ state: { data: [1, 2, 3] }, version: 1 });
  });

  it('after hydration, a status change does not rewrite what was read', async () => {
    const first = makeStore('idb-storage-test-b');
    first.setState({ data: [7] });
    await settle('idb-storage-test-b');

    const reopened = makeStore('idb-storage-test-b');
    await reopened.persist.rehydrate();
    expect(reopened.getState().data).toEqual([7]);
    const puts = vi.spyOn(IDBObjectStore.prototype, 'put');
    reopened.setState({ loading: true });
    await settle('idb-storage-test-b');
    expect(puts).not.toHaveBeenCalled();
  });
});
