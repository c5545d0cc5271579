import { statusWord } from '../../../components/admin/status-word.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

const TONES = {
  red: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  green: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  grey: 'bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200',
} as const;

const TONE_OF: Record<string, keyof typeof TONES> = {
  banned: 'red',
  closed: 'grey',
  rejected: 'red',
  active: 'green',
  approved: 'green',
  completed: 'green',
  paid: 'green',
  pending: 'amber',
};

/** A small status label; the colour only repeats what the text says. */
export function StatusChip({ text }: { text: string }) {
  const t = useT();
  const tone = TONES[TONE_OF[text.toLowerCase()] ?? 'grey'];
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold capitalize ${tone}`}>
      {statusWord(t, text)}
    </span>
  );
}

/** A closed account outranks a ban: it can never sign in again, and its personal data is gone. */
export const userStatus = (u: { bannedAt: string | null; closedAt: string | null }): string =>
  u.closedAt ? 'closed' : u.bannedAt ? 'banned' : 'active';
