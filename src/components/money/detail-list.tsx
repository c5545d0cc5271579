import { EmailText } from '../table/email-text.tsx';

export type DetailRow = { label: string; value: string; strong?: boolean };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A value as text, but an e-mail address in it wraps only after its "@" (EmailText). */
function ValueText({ text }: { text: string }) {
  if (!text.includes('@')) return text;
  return text.split(/(\s+)/).map((token, i) => {
    const bare = token.replace(/^[(<]+|[)>,;]+$/g, '');
    if (!EMAIL.test(bare)) return token;
    const start = token.indexOf(bare);
    return (
      <span key={i}>
        {token.slice(0, start)}
        <EmailText email={bare} />
        {token.slice(start + bare.length)}
      </span>
    );
  });
}

/**
 * Label/value pairs (amount, charge, reference...) as a description list. Where the list is
 * narrow (a phone, or a card in a grid) the label sits above its value; from 22rem of its own
 * width (a container query) they share a line. Values break only where a long token
 * (an address, a reference) cannot fit its line, never inside "4,999.00 USD" or "Saturday".
 */
export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className="@container flex flex-col divide-y divide-line">
      {rows.map((row) => (
        <div
          key={row.label}
          className="flex flex-col gap-0.5 py-2 @min-[22rem]:flex-row @min-[22rem]:items-baseline @min-[22rem]:justify-between @min-[22rem]:gap-4"
        >
          <dt className="shrink-0 text-label text-fg-muted">{row.label}</dt>
          <dd
            className={`tabular-nums [overflow-wrap:anywhere] @min-[22rem]:text-right ${row.strong ? 'font-bold' : 'font-medium'}`}
          >
            <ValueText text={row.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
