import type { LoginAttempt } from '../../../contract/sessions.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { StaleNotice } from '../../../components/status/stale-notice.tsx';
import { StatusBadge } from '../../../components/status/status-badge.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getLoginHistory } from '../api/get-login-history.ts';
import { deviceName, SESSION_DEFAULTS } from '../messages.ts';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const METHOD_LABELS: Record<LoginAttempt['method'], MessageId> = {
  password: 'sessions.method.password',
  passkey: 'sessions.method.passkey',
  register: 'sessions.method.register',
  password_change: 'sessions.method.passwordChange',
  seed: 'sessions.method.other',
};

const FAILURE_LABELS: Record<NonNullable<LoginAttempt['reason']>, MessageId> = {
  wrong_password: 'sessions.failure.wrongPassword',
  unknown_account: 'sessions.failure.unknownAccount',
  throttled: 'sessions.failure.throttled',
  banned: 'sessions.failure.banned',
  totp_required: 'sessions.failure.totpRequired',
  totp_invalid: 'sessions.failure.totpInvalid',
  passkey_invalid: 'sessions.failure.passkeyInvalid',
  other: 'sessions.failure.other',
};

function AttemptRow({ attempt }: { attempt: LoginAttempt }) {
  const t = useT();
  return (
    <li className="flex min-w-0 flex-col gap-1 py-3">
      <p className="flex flex-wrap items-center gap-2">
        {attempt.success ? (
          <StatusBadge status="approved" label={t('sessions.signedIn')} />
        ) : (
          <StatusBadge
            status="rejected"
            label={t('sessions.failed', { reason: t(FAILURE_LABELS[attempt.reason ?? 'other']) })}
          />
        )}
        <time dateTime={attempt.createdAt} className="text-sm">
          {formatDateTime(attempt.createdAt)}
        </time>
      </p>
      <p className="text-sm break-words">
        {deviceName(attempt)} · {t(METHOD_LABELS[attempt.method])}
      </p>
      <p className="text-sm break-words text-fg-muted">
        {attempt.place} · {attempt.ipAddress}
      </p>
    </li>
  );
}

/** Every sign-in attempt on the account, newest first, with failures and their reason. */
export function LoginHistoryPanel() {
  const list = usePagedList(getLoginHistory, SESSION_DEFAULTS.history, { cacheKey: 'login-history' });
  const t = useT();
  let body;
  if (list.loading === 'first') body = <p role="status">{t('sessions.historyLoading')}</p>;
  else if (list.error && list.items.length === 0) body = <LoadError message={list.error} onRetry={list.retry} />;
  else if (list.items.length === 0) body = <p className="text-sm text-fg-muted">{t('sessions.historyNone')}</p>;
  else
    body = (
      <ul aria-label={t('sessions.historyList')} className="divide-y divide-line">
        {list.items.map((a) => (
          <AttemptRow key={a.id} attempt={a} />
        ))}
      </ul>
    );
  return (
    <section
      aria-labelledby="login-history-title"
      className="flex max-w-xl min-w-0 flex-col gap-3 rounded-lg border border-line p-4"
    >
      <h2 id="login-history-title" className="text-lg font-semibold">
        {t('sessions.historyTitle')}
      </h2>
      <p className="text-sm text-fg-muted">{t('sessions.historyIntro')}</p>
      <StaleNotice state={list} />
      {body}
      {list.error && list.items.length > 0 ? <LoadError message={list.error} onRetry={list.retry} /> : null}
      {list.nextCursor && !list.error ? (
        <SecondaryButton onClick={list.loadMore} disabled={list.loading === 'more'} className="self-start">
          {list.loading === 'more' ? t('table.loading') : t('table.loadMore')}
        </SecondaryButton>
      ) : null}
    </section>
  );
}
