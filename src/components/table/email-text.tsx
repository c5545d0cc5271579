/**
 * An e-mail address that never breaks mid-word ("priya.raman@example.c/om"): it may wrap only
 * after the "@" ("jane.doe@" / "example.com"). The halves are plain inline text, so a screen reader
 * and a link's accessible name read the address whole; the title shows it whole on hover.
 */
export function EmailText({ email, className = '' }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <span className={`whitespace-nowrap ${className}`}>{email}</span>;
  return (
    <span title={email} data-email={email} className={className}>
      <span className="whitespace-nowrap">{email.slice(0, at + 1)}</span>
      <wbr />
      <span className="whitespace-nowrap">{email.slice(at + 1)}</span>
    </span>
  );
}
