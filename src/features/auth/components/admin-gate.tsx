import { useRouter } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { getSession } from '../../../lib/session-store.ts';
import { endSession } from '../hooks/use-logout.ts';
import { notify } from '../../../lib/toast.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

export const ADMIN_CHECK_DELAY_MS = 300;

/**
 * The admin shell's own check (docs/product.md, "States and transitions"): "Verifying admin access..." for about 300 ms, then the
 * panel; a non-admin gets the admins-only toast, is logged out and sent to /admin/login.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const router = useRouter();
  const t = useT();
  const [verified, setVerified] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      if (cancelled) return;
      if (getSession().user?.role === 'admin') {
        setVerified(true);
        return;
      }
      notify.error(translate('layout.adminsOnly'), { id: 'admins-only' });
      void endSession().then(() => router.navigate({ to: '/admin/login', replace: true }));
    }, ADMIN_CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [router]);

  if (!verified) {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-white text-black dark:bg-black dark:text-white">
        <p role="status" className="text-lg">
          {t('layout.adminVerifying')}
        </p>
      </main>
    );
  }
  return children;
}
