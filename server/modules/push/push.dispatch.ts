import type { Deps } from '../../lib/context.ts';
import type { VapidKeys } from './push.keys.ts';
import { deleteSubscriptionByEndpoint, takeOutbox, type PendingPush } from './push.repo.ts';
import { sendPush } from './push.send.ts';
import { laterInBackground } from '../../lib/background.ts';
import { createCoalescedRun } from '../../lib/coalesced-run.ts';

const MAX_PARALLEL = 8;
const MAX_BODY_CHARS = 1_000;
/** notify() nudges from inside an open transaction: look again once it has probably committed. */
const NUDGE_DELAYS_MS = [0, 250];

export type PushDispatcher = {
  /** Sends everything in the outbox; a call during a run waits for one more run (see coalesced-run.ts). */
  drain: () => Promise<void>;
  nudge: () => void;
};

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

/** Drains the push outbox: one encrypted Web Push per notification and subscription, at most once. */
export function createPushDispatcher(deps: Deps, keys: () => VapidKeys): PushDispatcher {
  const deliver = async (item: PendingPush): Promise<void> => {
    const { result, status } = await sendPush(keys(), item.subscription, {
      id: item.notificationId,
      title: 'WalletInvest',
      body: item.message.slice(0, MAX_BODY_CHARS),
      link: item.link || '/user/notifications',
      createdAt: item.createdAt.toISOString(),
    });
    if (result === 'gone') await deleteSubscriptionByEndpoint(deps.db, item.subscription.endpoint);
    if (result === 'failed') deps.log.warn('web push failed', { status, notificationId: item.notificationId });
  };

  const run = async (): Promise<void> => {
    for (;;) {
      const batch = await takeOutbox(deps.db);
      if (batch.length === 0) return;
      await inBatches(batch, MAX_PARALLEL, deliver);
    }
  };

  const drain = createCoalescedRun(run, (err: unknown) =>
    deps.log.error('web push dispatch failed', { error: String(err) }),
  );

  return {
    drain,
    nudge: () => {
      for (const delay of NUDGE_DELAYS_MS) laterInBackground(delay, drain);
    },
  };
}
