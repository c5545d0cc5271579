import { useCallback, useEffect, useState } from 'react';
import type { AdminUserDetail } from '../../../contract/admin-users.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { DetailList } from '../../../components/money/detail-list.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { Panel } from '../../../components/panel.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { FETCH_USER_FAILED, getAdminUser } from '../api/get-admin-user.ts';
import { BalanceForm } from './balance-form.tsx';
import { BanPanel } from './ban-panel.tsx';
import { StatusChip, userStatus } from './status-chip.tsx';
import { SupportViewPanel } from './support-view-panel.tsx';
import { SwitchesPanel } from './switches-panel.tsx';
import { UserActivity } from './user-activity.tsx';
import { useCan } from '../../../lib/staff-access.ts';

type State = { detail: AdminUserDetail | null; error: string | null };

const kycText = (k: AdminUserDetail['kyc']) =>
  k.status === 'none'
    ? 'Not submitted'
    : `${k.status}${k.submittedAt ? `, submitted ${formatDateTime(k.submittedAt)}` : ''}${k.reason ? ` (${k.reason})` : ''}`;

/** One user's page: profile, balances and admin actions, then their activity. `onChanged` runs after any action. */
export function UserDetail({ userId, onChanged }: { userId: string; onChanged: () => void }) {
  const [state, setState] = useState<State>({ detail: null, error: null });
  const load = useCallback(async () => {
    try {
      setState({ detail: await getAdminUser(userId), error: null });
    } catch (caught) {
      setState((s) => ({ ...s, error: toApiError(caught, FETCH_USER_FAILED).message }));
    }
  }, [userId]);
  useEffect(() => {
    void load();
  }, [load]);
  const changed = () => {
    void load();
    onChanged();
  };

  const { detail, error } = state;
  // Read-only roles see the user without the forms their role cannot use (src/lib/staff-access.ts).
  const can = useCan();
  if (!detail)
    return error ? <LoadError message={error} onRetry={() => void load()} /> : <p role="status">Loading user...</p>;
  const u = detail.user;
  return (
    <div className="flex flex-col gap-4">
      {error ? <LoadError message={error} onRetry={() => void load()} /> : null}
      <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,22rem),1fr))] gap-4">
        <Panel title="Profile" actions={<StatusChip text={userStatus(u)} />}>
          <DetailList
            rows={[
              { label: 'Name', value: `${u.firstName} ${u.lastName}` },
              { label: 'Username', value: u.username },
              { label: 'E-mail', value: `${u.email}${u.emailVerified ? '' : ' (not verified)'}` },
              { label: 'Phone', value: u.phone || '—' },
              { label: 'Country', value: u.country || '—' },
              { label: 'Joined', value: formatDateTime(u.createdAt) },
              { label: 'KYC', value: kycText(detail.kyc) },
            ]}
          />
        </Panel>
        <Panel title="Wallets">
          <DetailList
            rows={detail.wallets.map((w) => ({
              label: w.name,
              value: formatMoney(w.balance, w.currency),
              strong: true,
            }))}
          />
          {can('balances.adjust') ? (
            <BalanceForm
              userId={u.id}
              user={{ email: u.email, username: u.username, wallets: detail.wallets }}
              onDone={changed}
            />
          ) : null}
        </Panel>
        {u.role === 'user' && can('users.manage') ? (
          <>
            <Panel title={u.bannedAt ? 'Unban' : 'Ban'}>
              <BanPanel user={u} onDone={changed} />
            </Panel>
            <Panel title="Permissions">
              <SwitchesPanel user={u} onDone={changed} />
            </Panel>
          </>
        ) : null}
        {u.role === 'user' && can('support.view') ? (
          <Panel title="Support view">
            <SupportViewPanel userId={u.id} />
          </Panel>
        ) : null}
        <Panel title="Referrals">
          <DetailList
            rows={[
              { label: 'Referral code', value: u.referralCode },
              {
                label: 'Referred by',
                value: detail.referrals.referredBy
                  ? `${detail.referrals.referredBy.username} (${detail.referrals.referredBy.email})`
                  : '—',
              },
              { label: 'Referred users', value: String(detail.referrals.total) },
            ]}
          />
          {detail.referrals.referees.length > 0 ? (
            <ul aria-label="Referred users" className="text-sm">
              {detail.referrals.referees.map((r) => (
                <li key={r.id}>
                  {r.username} ({r.email})
                </li>
              ))}
            </ul>
          ) : null}
        </Panel>
      </div>
      <UserActivity detail={detail} />
    </div>
  );
}
