const show = (v: unknown): string => (v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** "balance: 0 → 25; walletType: main" — the keys that changed, then the ones that only identify. */
export function describeChange(before: unknown, after: unknown): string {
  if (!isRecord(before) && !isRecord(after)) return before === null && after === null ? '' : `${show(before)} → ${show(after)}`;
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => k !== 'userId');
  const changed = keys.filter((k) => show(b[k]) !== show(a[k])).map((k) => `${k}: ${show(b[k])} → ${show(a[k])}`);
  return changed.join('; ');
}

/** "user.ban" -> "User ban", "balance.add" -> "Balance add". */
export const actionLabel = (action: string): string => {
  const text = action.replace(/[._]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
