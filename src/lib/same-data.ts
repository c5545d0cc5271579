/**
 * The cached value when a fresh answer holds the same data, else the answer. A refresh usually
 * brings back what the cache already shows (balances, the latest transactions); keeping the old
 * objects lets every component that selects them skip rendering again, and the persisted store
 * skip rewriting them to IndexedDB (idb-storage.ts compares by reference).
 */
export function keepIfSame<T>(cached: T | null, fresh: T): T {
  return cached !== null && sameJson(cached, fresh) ? cached : fresh;
}

/** Structural equality of JSON-shaped values (what the API's answers are after parsing). */
function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  // Anything but plain objects (a Date, a Map) counts as changed: its data is not in its keys.
  if (!isPlain(a) || !isPlain(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]))
  );
}

function isPlain(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
