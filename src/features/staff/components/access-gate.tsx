import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { LoadError } from '../../../components/status/load-error.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { useStaffAccessStore } from '../../../lib/staff-access.ts';
import { getStaffAccess } from '../api/get-staff-access.ts';
import { STAFF_DEFAULTS } from '../messages.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

type AccessGateProps = {
  /** Shown instead of the panel while the admin has no two-factor yet; `done` re-checks and continues. */
  setup: (done: () => void) => ReactNode;
  children: ReactNode;
};

/**
 * Loads the signed-in admin's staff access before the panel shows (so links and buttons their
 * role cannot use never flash), and walks an admin without two-factor through its set-up first.
 */
export function AccessGate({ setup, children }: AccessGateProps) {
  const t = useT();
  const access = useStaffAccessStore((s) => s.access);
  const setAccess = useStaffAccessStore((s) => s.setAccess);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setError(null);
    try {
      setAccess(await getStaffAccess());
      setLoaded(true);
    } catch (caught) {
      setError(toApiError(caught, STAFF_DEFAULTS.access).message);
    }
  }, [setAccess]);

  useEffect(() => {
    void load();
  }, [load]);

  if (error) {
    return (
      <main className="mx-auto max-w-md p-6">
        <LoadError message={error} onRetry={() => void load()} />
      </main>
    );
  }
  if (!loaded || !access) {
    return (
      <main className="flex min-h-dvh items-center justify-center">
        <p role="status">{t('admin.staff.loadingAccess')}</p>
      </main>
    );
  }
  if (access.twoFactorSetupRequired) return setup(() => void load());
  return children;
}
