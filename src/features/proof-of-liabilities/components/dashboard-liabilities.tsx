import { Link } from '@tanstack/react-router';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { ADMIN_LIABILITIES_FAILED, getAdminLiabilities } from '../api/get-admin-liabilities.ts';
import { LiabilitiesRatio } from './liabilities-ratio.tsx';

/** The admin dashboard's line of the proof of liabilities: latest total, declared assets, ratio. */
export function DashboardLiabilities() {
  const { data, error, reload } = useResource(getAdminLiabilities, ADMIN_LIABILITIES_FAILED);
  if (error && !data) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!data) return <p role="status">Loading assets and liabilities...</p>;
  return (
    <div className="flex flex-col gap-2">
      <LiabilitiesRatio data={data} />
      <Link
        to="/admin/proof-of-liabilities"
        className="inline-flex min-h-tap items-center self-start text-label text-accent underline"
      >
        Snapshots and declared assets
      </Link>
    </div>
  );
}
