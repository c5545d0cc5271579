import { FAILURE_LABELS, type LoginAttempt } from '../../../contract/sessions.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { StaleNotice } from '../../../components/status/stale-notice.tsx';
import { StatusBadge } from '../../../components/status/status-badge.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getLoginHistory } from '../api/get-login-history.ts';
import { deviceName, SESSION_DEFAULTS } from '../messages.ts';

const METHOD_LABELS: Record<LoginAttempt['method'], string> = {
  password: 'Password',
  passkey: 'Passkey',
  register: 'Registration',
  password_change: 'Password change',
  seed: 'Other',
};

function AttemptRow({ attempt }: { attempt: LoginAttempt }) {
  return (
    <li className="flex min-w-0 flex-col gap-1 py-3">
      <p className="flex flex-wrap items-center gap-2">
        {attempt.success ? (
          <StatusBadge status="approved" label="Signed in" />
        ) : (
          <StatusBadge
            status="rejected"
            label={`Failed: ${attempt.reason ? FAILURE_LABELS[attempt.reason] : 'Refused'}`}
          />
        )}
        <time dateTime={attempt.createdAt} className="text-sm">
          {formatDateTime(attempt.createdAt)}
        </time>
      </p>
      <p className="text-sm break-words">
        {deviceName(attempt)} · {METHOD_LABELS[attempt.method]}
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
  let body;
  if (list.loading === 'first') body = <p role="status">Loading login history...</p>;
  else if (list.error && list.items.length === 0) body = <LoadError message={list.error} onRetry={list.retry} />;
  else if (list.items.length === 0) body = <p className="text-sm text-fg-muted">No sign-ins yet.</p>;
  else
    body = (
      <ul aria-label="Sign-in attempts" className="divide-y divide-line">
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
        Login history
      </h2>
      <p className="text-sm text-fg-muted">
        Sign-ins to your account and failed attempts, with the device and approximate place.
      </p>
      <StaleNotice state={list} />
      {body}
      {list.error && list.items.length > 0 ? <LoadError message={list.error} onRetry={list.retry} /> : null}
      {list.nextCursor && !list.error ? (
        <SecondaryButton onClick={list.loadMore} disabled={list.loading === 'more'} className="self-start">
          {list.loading === 'more' ? 'Loading...' : 'Load more'}
        </SecondaryButton>
      ) : null}
    </section>
  );
}
