// Opens IndexedDB while the app's modules load; src/lib/early-reads.ts says why and takes the values.
(() => {
  if (typeof indexedDB === 'undefined' || '__earlyReads' in window) return;
  // A support-view tab (src/lib/support-tab.ts) never reads the device's own session.
  try {
    if (location.pathname === '/support-view' || sessionStorage.getItem('support-view-token')) return;
  } catch {
    // No sessionStorage: not a support view.
  }
  const keys = ['session', 'wallets', 'wallet-summary', 'recent-transactions', 'notifications', 'kyc-status'];
  const reads = new Promise((resolve, reject) => {
    const open = indexedDB.open('keyval-store');
    open.onupgradeneeded = () => open.result.createObjectStore('keyval');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const values = {};
      try {
        const tx = open.result.transaction('keyval', 'readonly');
        for (const key of keys) {
          const read = tx.objectStore('keyval').get(key);
          read.onsuccess = () => (values[key] = read.result);
        }
        tx.oncomplete = () => resolve(values);
        tx.onabort = () => reject(tx.error);
      } catch (error) {
        reject(error);
      }
    };
  });
  reads.catch(() => undefined);
  window.__earlyReads = reads;
})();
