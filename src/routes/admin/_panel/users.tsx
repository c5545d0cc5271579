import { createFileRoute } from '@tanstack/react-router';
import { optionalFlag, optionalOneOf, optionalText, type RawParams, optionalKeys } from '../../../lib/search-params.ts';
import { KYC_STATES } from '../../../contract/kyc-states.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import type { UserFilters } from '../../../features/admin-users/api/get-admin-users.ts';
import { UserFilterBar } from '../../../features/admin-users/components/user-filters.tsx';
import { UsersTable } from '../../../features/admin-users/components/users-table.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

// Bad values in an old or hand-edited link fall back to "any" instead of an error page.
const validateSearch = (raw: RawParams) =>
  optionalKeys({
    q: optionalText(raw['q'], { max: 100 }),
    banned: optionalFlag(raw['banned']),
    closed: optionalFlag(raw['closed']),
    kyc: optionalOneOf(KYC_STATES, raw['kyc']),
    hasBalance: optionalFlag(raw['hasBalance']),
  });

export const Route = createFileRoute('/admin/_panel/users')({
  validateSearch,
  component: UsersPage,
});

function UsersPage() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const t = useT();
  const onChange = (next: UserFilters) => {
    const search = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== ''));
    void navigate({ search });
  };
  return (
    <>
      <PageTitle title={t('admin.users.title')} />
      <div className="flex flex-col gap-4">
        <UserFilterBar filters={filters} onChange={onChange} />
        <UsersTable filters={filters} />
      </div>
    </>
  );
}
