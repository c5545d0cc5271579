type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (err: unknown) => void };

/**
 * Coalesces lookups by key made in the same turn of the event loop into one query
 * (`fetchMany` gets each key once). Under load, the auth check of dozens of concurrent requests
 * then costs one round trip instead of one each; alone, a lookup waits only for setImmediate.
 * Every batch is a new query issued after its requests arrived, so answers are as fresh as a
 * query of their own would be.
 */
export function createBatchLoader<K, V>(
  fetchMany: (keys: K[]) => Promise<Map<K, V>>,
  maxBatch = 500,
): (key: K) => Promise<V | undefined> {
  let pending: Map<K, Array<Waiter<V>>> | undefined;

  const flush = (batch: Map<K, Array<Waiter<V>>>) => {
    fetchMany([...batch.keys()]).then(
      (found) => {
        for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key));
      },
      (err: unknown) => {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
      },
    );
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!pending || pending.size >= maxBatch) {
        const batch = new Map<K, Array<Waiter<V>>>();
        pending = batch;
        setImmediate(() => {
          if (pending === batch) pending = undefined;
          flush(batch);
        });
      }
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
    });
}
