import { fmt } from './table.ts';

/** Every signed-in user page without a path parameter; BENCH_LH_PAGES (comma list) picks some. */
export const USER_PAGES = [
  '/user/dashboard',
  '/user/wallet-exchange',
  '/user/send-money',
  '/user/send-money/log',
  '/user/deposit',
  '/user/deposit/logs',
  '/user/withdraw',
  '/user/withdraw/log',
  '/user/withdrawal-accounts',
  '/user/add-withdrawal-account',
  '/user/invest-now',
  '/user/schemas',
  '/user/schema-logs',
  '/user/portfolio',
  '/user/market',
  '/user/transactions',
  '/user/referral',
  '/user/ranking-badge',
  '/user/notifications',
  '/user/support-tickets',
  '/user/kyc/form',
  '/user/settings',
  '/user/security',
  '/user/change-password',
];
/** The pages the second browser audits (BENCH_LH_SECOND_PAGES picks others): home, money out, investing, security. */
export const KEY_PAGES = ['/user/dashboard', '/user/send-money', '/user/invest-now', '/user/security'];
export const pagesToAudit = (variable: string, all: string[]): string[] => {
  const picked = (process.env[variable] ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return picked.length ? picked : all;
};

type Item = Record<string, unknown>;
const itemsOf = (audit: { details?: unknown } | undefined): Item[] =>
  (audit?.details as { items?: Item[] } | undefined)?.items ?? [];

export function mainThreadSummary(audits: Record<string, { details?: unknown; numericValue?: number }>): string {
  const groups = itemsOf(audits['mainthread-work-breakdown'])
    .slice(0, 4)
    .map((i) => `${String(i.groupLabel ?? i.group)} ${fmt(Number(i.duration))}`);
  const scripts = itemsOf(audits['bootup-time'])
    .slice(0, 3)
    .map(
      (i) =>
        `${String(i.url).replace(/^https?:\/\/[^/]+/, '')} ${fmt(Number(i.total))} (script ${fmt(Number(i.scripting))})`,
    );
  // TBT counts only tasks after the first contentful paint: each long task with its (throttled) start.
  const fcp = audits['first-contentful-paint']?.numericValue ?? Number.NaN;
  const long = itemsOf(audits['long-tasks'])
    .slice(0, 6)
    .map(
      (i) =>
        `${fmt(Number(i.startTime))}+${fmt(Number(i.duration))} ${String(i.url).replace(/^https?:\/\/[^/]+/, '') || '?'}`,
    );
  return `main thread ${fmt(audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN)} ms: ${groups.join(', ')}; scripts: ${scripts.join(', ')}; FCP ${fmt(fcp)} ms, long tasks (start+ms): ${long.join(', ') || 'none'}`;
}
