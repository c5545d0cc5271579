import { useEffect, useState } from 'react';
import { maskName } from '../../contract/transfers.ts';
import { getTransferLogs } from './api/get-transfer-logs.ts';

export type RecentRecipient = { email: string; name: string };

export const RECENT_RECIPIENTS_SHOWN = 4;

/** "Priya Raman" -> "Priya R.", as the confirm step shows names. */
function masked(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return maskName(first, rest.join(' '));
}

/** The last few people this user sent money to, newest first, from the send money log. */
export function useRecentRecipients(): RecentRecipient[] {
  const [recent, setRecent] = useState<RecentRecipient[]>([]);
  useEffect(() => {
    let live = true;
    getTransferLogs().then(
      (page) => {
        const seen = new Map<string, RecentRecipient>();
        for (const item of page.items) {
          if (item.direction !== 'sent' || seen.has(item.counterpartyEmail)) continue;
          seen.set(item.counterpartyEmail, {
            email: item.counterpartyEmail,
            name: masked(item.counterpartyName) || item.counterpartyEmail,
          });
        }
        if (live) setRecent([...seen.values()].slice(0, RECENT_RECIPIENTS_SHOWN));
      },
      () => undefined, // only a shortcut: without it the form works as before
    );
    return () => {
      live = false;
    };
  }, []);
  return recent;
}
