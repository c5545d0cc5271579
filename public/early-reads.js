// Opens IndexedDB while the app's modules load; src/lib/early-reads.ts says why and takes the values.
// On the dashboard it also paints the cached balances at once (docs/decisions/0088-boot-paint.md):
// a frame with the same markup as the app's first one, which React replaces when it renders.
(() => {
  // The frame's words in the last language the app showed (src/lib/i18n/boot-texts.ts writes
  // them), and the language the app will most likely start in (src/lib/i18n/i18n.ts initialLocale).
  const LOCALES = ['en', 'es', 'fr', 'ru'];
  let saved = null;
  let picked;
  try {
    saved = JSON.parse(localStorage.getItem('boot-texts') || 'null');
    picked = [saved && saved.locale, localStorage.getItem('language')].find((l) => LOCALES.includes(l));
  } catch {
    // No storage: the browser's language, and no painted frame.
  }
  picked =
    picked ||
    [...(navigator.languages || []), 'en']
      .map((tag) => String(tag).trim().split(/[-_;]/)[0].toLowerCase())
      .find((l) => LOCALES.includes(l));
  // The page's own chunks and that language's catalog, which the first render awaits, load beside
  // the entry (scripts/vite-route-preload.ts writes both lists).
  try {
    const lists = document.currentScript.dataset;
    const path = location.pathname.replace(/\/$/, '') || '/';
    const page = JSON.parse(lists.preload || '{}')[path] || [];
    for (const href of page.concat(JSON.parse(lists.locales || '{}')[picked] || [])) {
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    }
  } catch {
    // Without the lists the router and the app load them, one round trip later.
  }
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
  if (/^\/user\/dashboard\/?$/.test(location.pathname)) reads.then(paintBalances, () => undefined);

  // The product's money format (src/contract/locale-format.ts money): "1,234.56 USD", "1 234,56 USD".
  function moneyIn(locale) {
    const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return (cents, currency) => `${format.format(cents / 100)} ${currency}`;
  }

  // src/features/wallets/find-wallet.ts: by type, else by a name containing the type.
  function wallet(list, type) {
    const found = list.find((w) => w.type === type) || list.find((w) => String(w.name).toLowerCase().includes(type));
    return found
      ? { balance: Math.round(found.balance * 100), currency: found.currency || 'USD' }
      : { balance: 0, currency: 'USD' };
  }

  function el(tag, className, children, attrs) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    for (const [name, value] of Object.entries(attrs || {})) node.setAttribute(name, value);
    for (const child of children || []) node.append(child);
    return node;
  }

  // One wallet as src/features/wallets/components/wallet-balance.tsx draws it.
  function walletBalance(name, w, money) {
    return el('div', 'flex min-w-0 flex-col', [
      el('span', 'text-caption text-fg-muted', [name]),
      el('span', 'nowrap-value font-semibold', [money(w.balance, w.currency)]),
    ]);
  }

  // A notice row as the offline banner and the phone's KYC strip draw it (the icon's box kept, not its drawing).
  const notice = (className, text) => el('div', className, [el('span', 'size-4 shrink-0'), el('span', '', [text])]);

  /**
   * Only what the app's first frame would show from the same values: signed in (not a support
   * view), balances cached for this user, nothing rendered yet. Whatever is missing, the app paints.
   */
  function paintBalances(values) {
    const session = values.session && values.session.state;
    const cached = values.wallets && values.wallets.state;
    const root = document.getElementById('root');
    const user = session && session.user;
    if (!root || root.firstChild || !session || !session.token || !user || String(session.token).startsWith('sv_')) return;
    if (!cached || !Array.isArray(cached.wallets) || cached.ownerId !== user.id) return;
    // The app starts in the account's language; a frame in other words than its own is not painted.
    const locale = LOCALES.includes(user.language) ? user.language : picked;
    const words = saved && saved.locale === locale && saved.texts;
    if (!words || !words.kyc) return;
    const money = moneyIn(locale);
    document.documentElement.lang = locale;
    try {
      const stored = localStorage.getItem('theme');
      const dark = stored ? stored === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
      document.documentElement.classList.toggle('dark', dark);
      document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    } catch {
      // The app applies the theme itself when it starts.
    }
    const main = wallet(cached.wallets, 'main');
    const profit = wallet(cached.wallets, 'profit');
    const recent = values['recent-transactions'] && values['recent-transactions'].state;
    const isNew = recent && Array.isArray(recent.data) && recent.data.length === 0;
    const kyc = values['kyc-status'] && values['kyc-status'].state && values['kyc-status'].state.data;
    const kycText = kyc ? words.kyc[kyc.status] : undefined;
    const greeting = String(words[`${isNew ? 'welcome' : 'welcomeBack'}${user.firstName ? '' : 'None'}`]);
    const page = el('div', 'flex min-w-0 flex-1 flex-col', [
      el('header', 'sticky top-0 z-20 flex h-14 items-center border-b border-line bg-canvas px-4', [
        el('span', 'text-label font-bold', ['WalletInvest']),
      ]),
      ...(kycText
        ? [el('div', 'sm:hidden', [notice('flex min-h-tap items-center gap-2 border-b border-line bg-warning-soft px-4 text-label font-semibold text-warning', kycText)])]
        : []),
      el('main', 'min-w-0 flex-1 px-gutter pt-6 pb-24 sm:px-6 md:pb-8', [
        el('div', 'mb-6 flex flex-col gap-1', [
          el('h1', 'text-2xl font-bold', [words.title]),
          // The name goes in last, so a mark typed into it is never replaced.
          el('p', 'text-fg-muted', [greeting.replace('\u0001', () => user.firstName || '')]),
        ]),
        el('div', 'flex flex-col gap-section', [
          // src/features/wallets/components/wallet-overview.tsx, as its first frame draws cached balances.
          el('section', 'flex flex-col gap-4 rounded-card border border-line bg-surface p-card shadow-sm', [
            el('h2', 'sr-only', [words.balances], { id: 'balances-title' }),
            el('div', 'flex flex-col gap-1', [
              el('span', 'text-label text-fg-muted', [words.total]),
              el('span', 'text-display nowrap-value', [money(main.balance + profit.balance, main.currency)]),
            ]),
            el('div', 'grid grid-cols-2 gap-3 border-t border-line pt-3', [
              walletBalance(words.main, main, money),
              walletBalance(words.profit, profit, money),
            ]),
          ], { 'aria-labelledby': 'balances-title' }),
        ]),
      ]),
    ]);
    const frame = el('div', 'flex min-h-dvh bg-canvas text-fg', [
      el('div', 'hidden border-r border-line md:flex md:w-64 md:shrink-0'),
      page,
    ], { 'data-boot-paint': '', 'aria-busy': 'true' });
    const offline = navigator.onLine === false
      ? [notice('flex items-center justify-center gap-2 border-b border-line bg-surface-2 px-4 py-2 text-center text-label font-medium text-fg', words.offline)]
      : [];
    root.append(...offline, frame);
    performance.mark('boot:painted');
  }
})();
