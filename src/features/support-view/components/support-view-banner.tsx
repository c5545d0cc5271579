import { Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSessionStore } from '../../../lib/session-store.ts';
import { SUPPORT_TOKEN_PREFIX } from '../support-token.ts';

// Loaded on use: the banner is on every page, and the network code stays out of the first load.
const getCurrentSupportView = async () => (await import('../api/get-current-support-view.ts')).getCurrentSupportView();

/**
 * Shown on every page while the app runs on a support token: staff see the investor's account
 * read-only, and the banner says so, with when the view ends. The server refuses every write from
 * this token (403 SUPPORT_VIEW_READ_ONLY); the banner is so nobody is surprised by it.
 */
export function SupportViewBanner() {
  const token = useSessionStore((s) => s.token);
  const isSupport = token?.startsWith(SUPPORT_TOKEN_PREFIX) ?? false;
  const [endsAt, setEndsAt] = useState<string | null>(null);

  useEffect(() => {
    if (!isSupport) return;
    let stopped = false;
    void getCurrentSupportView().then(
      (view) => {
        if (!stopped && view.support_view) setEndsAt(view.expires_at);
      },
      () => undefined,
    );
    return () => {
      stopped = true;
    };
  }, [isSupport]);

  if (!isSupport) return null;
  const until = endsAt ? ` until ${new Date(endsAt).toLocaleTimeString(undefined, { timeStyle: 'short' })}` : '';
  return (
    <div
      role="status"
      aria-label="Support view"
      className="flex items-center justify-center gap-2 border-b border-line bg-warning-soft px-4 py-2 text-center text-label font-medium text-warning"
    >
      <Eye aria-hidden="true" className="size-4 shrink-0" />
      <span>Support view: you are seeing this account read-only{until}. Nothing can be changed from here.</span>
    </div>
  );
}
