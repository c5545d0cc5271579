/**
 * An e-mail address that never breaks mid-word ("priya.raman@example.c/om"): it may wrap only
 * after the "@"; a half too long for its line ends in an ellipsis, and the whole address shows on
 * hover (title) and whenever the row, link or card around it has keyboard focus (focus-within),
 * where it may wrap anywhere so nothing is hidden. It is no tab stop of its own: it usually sits
 * inside a link, and a focusable span would be a second, tiny target.
 */
export function EmailText({ email, className = '' }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  const part = 'min-w-0 max-w-full truncate in-focus-within:overflow-visible in-focus-within:whitespace-normal in-focus-within:[overflow-wrap:anywhere]';
  if (at < 0) return <span className={`inline-block max-w-full truncate align-bottom ${className}`}>{email}</span>;
  return (
    <span title={email} data-email={email} className={`inline-flex max-w-full flex-wrap align-bottom ${className}`}>
      <span className={part}>{email.slice(0, at + 1)}</span>
      <wbr />
      <span className={part}>{email.slice(at + 1)}</span>
    </span>
  );
}
