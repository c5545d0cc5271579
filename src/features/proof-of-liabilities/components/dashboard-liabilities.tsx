import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { getAdminLiabilities } from '../api/get-admin-liabilities.ts';
import { LiabilitiesRatio } from './liabilities-ratio.tsx';

/** The admin dashboard's line of the proof of liabilities: latest total, declared assets, ratio. */
export function DashboardLiabilities() {
  const t = useT();
  // Read once: a new text per language would make the line load again on every switch.
  const [failed] = useState(() => t('pol.admin.error'));
  const { data, error, reload } = useResource(getAdminLiabilities, failed);
  if (error && !data) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!data) return <p role="status">{t('pol.admin.loadingRatio')}</p>;
  return (
    <div className="flex flex-col gap-2">
      <LiabilitiesRatio data={data} />
      <Link
        to="/admin/proof-of-liabilities"
        className="inline-flex min-h-tap items-center self-start text-label text-accent underline"
      >
        {t('pol.admin.link')}
      </Link>
    </div>
  );
}
