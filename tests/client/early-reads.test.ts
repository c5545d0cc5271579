import { describe, expect, it } from 'vitest';
import { HYDRATED_STORES } from '../../src/hydrated-stores.ts';
import { HYDRATED_KEYS } from '../../src/lib/early-reads.ts';

describe('early IndexedDB reads', () => {
  it('start for exactly the stores hydrated before the first render', () => {
    expect(HYDRATED_STORES.map((store) => store.persist.getOptions().name)).toEqual([...HYDRATED_KEYS]);
  });
});
