import { createHash } from 'node:crypto';
import type { SentForApproval } from '../../../src/contract/approvals.ts';
import type { Tx } from '../../db/client.ts';
import type { MethodChangeDetails } from '../../db/schema-approvals.ts';
import { asIs, phrase, type Phrase, type ProtectionChange } from '../../i18n/phrases.ts';
import type { Deps } from '../../lib/context.ts';
import { otherAdmins, tellOtherAdmins } from '../settings/settings.service.ts';
import { requestApproval } from './approvals.request.ts';

export type { ProtectionChange };

/** A short fingerprint of an xpub, enough to tell two keys apart, never the key. */
export const fingerprintOf = (xpub: string) => createHash('sha256').update(xpub).digest('hex').slice(0, 8);
/** An xpub in words. */
export const keyFingerprint = (xpub: string) => `key ${fingerprintOf(xpub)}`;
/** The same as a phrase for the reader's language. */
export const keyPhrase = (xpub: string): Phrase => phrase('key', { fingerprint: fingerprintOf(xpub) });

/** An RPC URL in words: its host only; the path and query often hold the provider's API key. */
export function urlHost(url: string): string {
  try {
    return new URL(url).host || 'an address';
  } catch {
    return 'an address';
  }
}

/**
 * A raised maximum or a lowered minimum, in words (and `said`, the label as a phrase, the values
 * shown as they are: amounts are written the reader's way); nothing when the limit was not loosened.
 */
export function limitLoosened(
  key: string,
  label: string,
  said: Phrase,
  before: number,
  after: number,
  raise: boolean,
  words: (v: number) => string,
): ProtectionChange[] {
  if (!(raise ? after > before : after < before)) return [];
  const [from, to] = [words(before), words(after)];
  return [{ key, label, from, to, words: { label: said, from: asIs(from), to: asIs(to) } }];
}

const inWords = (changes: ProtectionChange[]) => changes.map((c) => `${c.label} from ${c.from} to ${c.to}`).join('; ');

export type MethodChangeAnswer<T> =
  | { waits: false; value: T; message: string | null }
  | { waits: true; sent: SentForApproval & { data: null } };

/**
 * A deposit or withdrawal method's change that loosens a protection (a new key, chain, token or RPC,
 * higher limits, a new automatic rail): every other admin is told in the app and by mail; when
 * another admin may approve, it waits for them as a `method_change` approval request and nothing
 * changes; when nobody else can, it applies at once. A change that loosens nothing applies at once.
 * `apply` is the same service path the approval replays inside its own transaction.
 */
export async function gateMethodChange<T>(
  deps: Deps,
  actorId: string,
  request: Omit<MethodChangeDetails, 'kind'>,
  apply: (tx: Tx) => Promise<T>,
): Promise<MethodChangeAnswer<T>> {
  const at = deps.now();
  const { changes } = request;
  if (changes.length === 0) return { waits: false, value: await deps.db.transaction(apply), message: null };
  const approvers = (await otherAdmins(deps.db, actorId)).filter((a) => a.canApprove);
  if (approvers.length === 0) {
    const value = await deps.db.transaction(async (tx) => {
      const done = await apply(tx);
      await tellOtherAdmins(tx, actorId, changes, 'applied', at);
      return done;
    });
    return {
      waits: false,
      value,
      message: 'No other admin can approve method changes, so it applies now; every other admin was told.',
    };
  }
  const details: MethodChangeDetails = { kind: 'method_change', ...request };
  const sent = await requestApproval(
    deps.db,
    { userId: actorId, withdrawalId: null, amountCents: 0, details, requestedBy: actorId },
    at,
    async (tx, s) => {
      await tellOtherAdmins(tx, actorId, changes, 'pending', at);
      return s;
    },
  );
  const message = `Sent for approval: ${inWords(changes)} waits for a second admin (Approvals). Nothing has changed yet.`;
  return { waits: true, sent: { message, approval: sent.approval, data: null } };
}
