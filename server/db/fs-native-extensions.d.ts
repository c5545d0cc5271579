// The package ships no types; only the call the DATA_DIR lock uses is declared.
declare module 'fs-native-extensions' {
  /** Requests an exclusive (or, with `shared`, a shared) lock on the whole file; false when another descriptor holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
}
