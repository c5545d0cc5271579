import type { AntiPhishingCode } from '../../../src/contract/trust.ts';
import type { Deps } from '../../lib/context.ts';
import { assertSteppedUp } from '../step-up/step-up.service.ts';
import { codeForRecipient, readCode, saveCode } from './anti-phishing.repo.ts';

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

/**
 * The anti-phishing code: a word only the user and the platform know, printed at the top of every
 * mail to them. It is never logged (its key is redacted) and never put in push or in-app messages,
 * whose texts come from the notification module and never read this table.
 */
export function createAntiPhishingService(deps: Deps) {
  return {
    async get(userId: string): Promise<AntiPhishingCode> {
      const row = await readCode(deps.db, userId);
      return { code: row?.code ?? null, updated_at: row ? iso(row.updated_at) : null };
    },

    /** Changing it needs a fresh step-up: whoever holds a stolen session could otherwise copy it into their own mails. */
    async set(userId: string, sessionId: string, code: string): Promise<AntiPhishingCode> {
      await assertSteppedUp(deps, userId, sessionId);
      const now = deps.now();
      await saveCode(deps.db, userId, code, now);
      deps.log.info('anti-phishing code set', { userId });
      return { code, updated_at: now.toISOString() };
    },
  };
}

/** The mail sender asks this for each mail it renders (server/modules/mail/mail.sender.ts). */
export const antiPhishingCodeFor = (
  deps: Pick<Deps, 'db'>,
  userId: string | null,
  to: string,
): Promise<string | undefined> => codeForRecipient(deps.db, userId, to);
