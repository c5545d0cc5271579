/**
 * An e-mail address that may wrap only after its "@" (never inside a word), so a narrow column
 * shows "jane.doe@" / "example.com" instead of "jane.d" / "oe@exam" / "ple.com".
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <span className="whitespace-nowrap">{email}</span>;
  return (
    <span>
      <span className="whitespace-nowrap">{email.slice(0, at + 1)}</span>
      <wbr />
      <span className="whitespace-nowrap">{email.slice(at + 1)}</span>
    </span>
  );
}
