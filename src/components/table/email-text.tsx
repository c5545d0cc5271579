/**
 * An e-mail address that never breaks mid-word ("priya.raman@example.c/om"): it may wrap only
 * after the "@"; a half too long for its line ends in an ellipsis, and the whole address shows
 * on hover (title) and on keyboard focus, where it may wrap anywhere so nothing is hidden.
 */
export function EmailText({ email, className = '' }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  const part = 'min-w-0 max-w-full truncate group-focus:overflow-visible group-focus:whitespace-normal group-focus:[overflow-wrap:anywhere]';
  if (at < 0) return <span className={`inline-block max-w-full truncate align-bottom ${className}`}>{email}</span>;
  return (
    <span
      title={email}
      tabIndex={0}
      data-email={email}
      className={`group inline-flex max-w-full flex-wrap align-bottom focus-visible:outline-2 focus-visible:outline-accent ${className}`}
    >
      <span className={part}>{email.slice(0, at + 1)}</span>
      <wbr />
      <span className={part}>{email.slice(at + 1)}</span>
    </span>
  );
}
