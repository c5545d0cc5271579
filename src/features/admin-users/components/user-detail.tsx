import { useCallback, useEffect, useState } from 'react';
import type { AdminUserDetail } from '../../../contract/admin-users.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { DetailList } from '../../../components/money/detail-list.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { Panel } from '../../../components/panel.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { fetchUserFailed, getAdminUser } from '../api/get-admin-user.ts';
import { BalanceForm } from './balance-form.tsx';
import { BanPanel } from './ban-panel.tsx';
import { StatusChip, userStatus } from './status-chip.tsx';
import { SupportViewPanel } from './support-view-panel.tsx';
import { SwitchesPanel } from './switches-panel.tsx';
import { UserActivity } from './user-activity.tsx';
import { useCan } from '../../../lib/staff-access.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';

type State = { detail: AdminUserDetail | null; error: string | null };

const KYC_WORDS = {
  pending: 'admin.users.kyc.pending',
  approved: 'admin.users.kyc.approved',
  rejected: 'admin.users.kyc.rejected',
} as const;

function kycText(t: Translate, k: AdminUserDetail['kyc']): string {
  if (k.status === 'none') return t('admin.users.kyc.none');
  const word = k.status in KYC_WORDS ? t(KYC_WORDS[k.status as keyof typeof KYC_WORDS]) : k.status;
  const when = k.submittedAt
    ? t('admin.user.kycSubmitted', { status: word, date: formatDateTime(k.submittedAt) })
    : word;
  return k.reason ? t('admin.user.kycReason', { text: when, reason: k.reason }) : when;
}

/** One user's page: profile, balances and admin actions, then their activity. `onChanged` runs after any action. */
export function UserDetail({ userId, onChanged }: { userId: string; onChanged: () => void }) {
  const [state, setState] = useState<State>({ detail: null, error: null });
  const load = useCallback(async () => {
    try {
      setState({ detail: await getAdminUser(userId), error: null });
    } catch (caught) {
      setState((s) => ({ ...s, error: toApiError(caught, fetchUserFailed()).message }));
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
  const t = useT();
  if (!detail)
    return error ? (
      <LoadError message={error} onRetry={() => void load()} />
    ) : (
      <p role="status">{t('admin.user.loading')}</p>
    );
  const u = detail.user;
  return (
    <div className="flex flex-col gap-4">
      {error ? <LoadError message={error} onRetry={() => void load()} /> : null}
      <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,22rem),1fr))] gap-4">
        <Panel title={t('admin.user.profile')} actions={<StatusChip text={userStatus(u)} />}>
          <DetailList
            rows={[
              { label: t('admin.user.name'), value: `${u.firstName} ${u.lastName}` },
              { label: t('admin.user.username'), value: u.username },
              {
                label: t('admin.user.email'),
                value: u.emailVerified ? u.email : t('admin.user.emailUnverified', { email: u.email }),
              },
              { label: t('admin.user.phone'), value: u.phone || '—' },
              { label: t('admin.user.country'), value: u.country || '—' },
              { label: t('admin.user.joined'), value: formatDateTime(u.createdAt) },
              { label: t('admin.user.kyc'), value: kycText(t, detail.kyc) },
            ]}
          />
        </Panel>
        <Panel title={t('admin.user.wallets')}>
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
            <Panel title={u.bannedAt ? t('admin.user.unban') : t('admin.user.ban')}>
              <BanPanel user={u} onDone={changed} />
            </Panel>
            <Panel title={t('admin.user.permissions')}>
              <SwitchesPanel user={u} onDone={changed} />
            </Panel>
          </>
        ) : null}
        {u.role === 'user' && can('support.view') ? (
          <Panel title={t('admin.user.supportView')}>
            <SupportViewPanel userId={u.id} />
          </Panel>
        ) : null}
        <Panel title={t('admin.user.referrals')}>
          <DetailList
            rows={[
              { label: t('admin.user.referralCode'), value: u.referralCode },
              {
                label: t('admin.user.referredBy'),
                value: detail.referrals.referredBy
                  ? `${detail.referrals.referredBy.username} (${detail.referrals.referredBy.email})`
                  : '—',
              },
              { label: t('admin.user.referredUsers'), value: String(detail.referrals.total) },
            ]}
          />
          {detail.referrals.referees.length > 0 ? (
            <ul aria-label={t('admin.user.referredUsers')} className="text-sm">
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
