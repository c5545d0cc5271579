// Loaded by index.html before the app's modules (a classic async script, so it runs as soon as it
// arrives, while the much larger module graph is still loading). In a browser process that has
// just started, opening IndexedDB takes 150-270 ms; started here, that wait overlaps the loading
// and evaluation of the app instead of following it. src/lib/early-reads.ts takes the values; it
// reads the database itself when this script has not run first. The keys are the stores hydrated
// before the first render (src/lib/early-reads.ts, HYDRATED_KEYS; a client test keeps them equal).
(() => {
  if (typeof indexedDB === 'undefined' || '__earlyReads' in window) return;
  const keys = ['session', 'wallets', 'wallet-summary', 'recent-transactions', 'notifications', 'kyc-status'];
  window.__earlyReads = new Promise((resolve, reject) => {
    // The database and store idb-keyval uses by default (src/lib/idb-storage.ts).
    const open = indexedDB.open('keyval-store');
    open.onupgradeneeded = () => open.result.createObjectStore('keyval');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const values = {};
      try {
        const tx = db.transaction('keyval', 'readonly');
        const store = tx.objectStore('keyval');
        for (const key of keys) {
          const read = store.get(key);
          read.onsuccess = () => {
            values[key] = read.result;
          };
        }
        tx.oncomplete = () => resolve(values);
        tx.onabort = tx.onerror = () => reject(tx.error);
      } catch (error) {
        reject(error);
      }
    };
  });
  // An unhandled rejection must not be reported: the app falls back to its own reads.
  window.__earlyReads.catch(() => undefined);
})();
