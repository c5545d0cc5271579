import { createFileRoute } from '@tanstack/react-router';
import { STATUS_FILTERS } from '../../../components/admin/status-filters.ts';
import { optionalKeys, optionalOneOf, type RawParams } from '../../../lib/search-params.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminDepositList } from '../../../features/deposits/components/admin-deposit-list.tsx';
import { AdminDepositMethods } from '../../../features/deposits/components/admin-deposit-methods.tsx';
import { useCan } from '../../../lib/staff-access.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

// A dashboard tile opens the queue on its status (?status=approved).
const validateSearch = (raw: RawParams) => optionalKeys({ status: optionalOneOf(STATUS_FILTERS, raw['status']) });

export const Route = createFileRoute('/admin/_panel/deposits')({
  validateSearch,
  component: Page,
});

function Page() {
  const t = useT();
  const { status } = Route.useSearch();
  const can = useCan();
  return (
    <div className="flex flex-col gap-10">
      <div>
        <PageTitle title={t('admin.pages.deposits')} />
        <AdminDepositList key={status ?? 'pending'} initialFilter={status ?? 'pending'} />
      </div>
      {/* Setting up methods is an owner's work; finance reviews. */}
      {can('methods.manage') ? <AdminDepositMethods /> : null}
    </div>
  );
}
