import { formatCents, formatMoney } from '../../contract/cents.ts';
import { formatLocalDateTimeWithZone } from '../../contract/date-time.ts';
import { translate } from '../../lib/i18n/i18n.ts';
import { AUDIT_FIELDS } from './audit-fields.ts';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from './audit-names.ts';

/** An ISO 8601 timestamp as the API writes them (2026-11-21T21:05:09.123Z). */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Values kept in currency units (USD) by the modules that write them. */
const MONEY_KEYS = new Set([
  'balance',
  'amount',
  'charge',
  'chargeFixed',
  'minAmount',
  'maxAmount',
  'min',
  'max',
  'bonus',
  'fee',
]);

/**
 * A field's name in the reader's language ("walletType" -> "Wallet type"). A key in capitals is
 * data (a market's symbol: "BTC"), shown as it is; a key no catalog names yet is spelled out.
 */
export const keyLabel = (key: string): string => {
  const known = AUDIT_FIELDS[key];
  if (known) return translate(known);
  if (/^[A-Z0-9]+$/.test(key)) return key;
  const text = key
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** One value as an admin reads it: money in currency (whether stored in cents or units), Yes/No, text. */
export function showValue(key: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  // A no-break space: an amount never wraps away from its currency.
  if (typeof v === 'number' && key.endsWith('Cents')) return `${formatCents(v)}\u00a0USD`;
  if (typeof v === 'number' && MONEY_KEYS.has(key)) return formatMoney(v).replace(' ', '\u00a0');
  if (typeof v === 'boolean') return translate(v ? 'admin.audit.yes' : 'admin.audit.no');
  // A moment in the reader's time, with the zone: the log is read across time zones.
  if (typeof v === 'string' && ISO_MOMENT.test(v)) return formatLocalDateTimeWithZone(v);
  // Nested values in words too, never raw JSON (secrets come already hidden by the server).
  if (Array.isArray(v)) return v.length === 0 ? '—' : v.map((x) => showValue(key, x)).join(', ');
  if (isRecord(v))
    return (
      Object.entries(v)
        .map(([k, x]) => `${keyLabel(k)} ${showValue(k, x)}`)
        .join(', ') || '—'
    );
  return String(v);
}

/**
 * "Balance: 0.00 USD → 25.00 USD; Amount: 1,200.00 USD": the keys that changed (before → after),
 * and a value only the "after" side has, once. Ids that only identify the user are left out.
 */
export function describeChange(before: unknown, after: unknown): string {
  if (!isRecord(before) && !isRecord(after))
    return before === null && after === null ? '' : `${showValue('', before)} → ${showValue('', after)}`;
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => k !== 'userId');
  return keys
    .filter((k) => showValue(k, b[k]) !== showValue(k, a[k]))
    .map((k) =>
      k in b
        ? `${keyLabel(k)}: ${showValue(k, b[k])} → ${showValue(k, a[k])}`
        : `${keyLabel(k)}: ${showValue(k, a[k])}`,
    )
    .join('; ');
}

const PAST: Record<string, string> = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  deactivate: 'deactivated',
  approve: 'approved',
  reject: 'rejected',
};

/** "kyc.approve" -> "KYC approved", "deposit_method.create" -> "Deposit method created". */
export const actionLabel = (action: string): string => {
  const known = AUDIT_ACTIONS[action];
  if (known) return translate(known);
  const [noun = '', verb = ''] = action.split('.');
  const text = `${noun.replace(/_/g, ' ')} ${PAST[verb] ?? verb.replace(/_/g, ' ')}`.trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** "Deposit 1a2b3c4d": what the action was about, in words. */
export const targetLabel = (type: string, id: string): string => {
  const known = AUDIT_TARGETS[type];
  return `${known ? translate(known) : keyLabel(type)} ${id.slice(0, 8)}`;
};
