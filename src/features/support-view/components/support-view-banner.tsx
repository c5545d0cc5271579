import { lazy, Suspense } from 'react';
import { useSessionStore } from '../../../lib/session-store.ts';
import { SUPPORT_TOKEN_PREFIX } from '../support-token.ts';

// Only a support tab shows it: its countdown and icon stay out of every other first load.
const SupportViewNotice = lazy(async () => ({
  default: (await import('./support-view-notice.tsx')).SupportViewNotice,
}));

/**
 * Shown on every page while the app runs on a support token: staff see the investor's account
 * read-only, and the banner says so, with a countdown to the view's end. The server refuses every
 * write from this token (403 SUPPORT_VIEW_READ_ONLY); the banner is so nobody is surprised by it.
 */
export function SupportViewBanner() {
  const token = useSessionStore((s) => s.token);
  if (!token?.startsWith(SUPPORT_TOKEN_PREFIX)) return null;
  return (
    <Suspense fallback={null}>
      <SupportViewNotice key={token} />
    </Suspense>
  );
}
