type Hydratable = { persist: { rehydrate: () => Promise<void> | void } };

/** Loads persisted stores from IndexedDB before the first render. */
export async function hydrateStores(stores: readonly Hydratable[]): Promise<void> {
  await Promise.all(stores.map((store) => store.persist.rehydrate()));
}
