import { maskName, type RecipientPreview } from '../../../src/contract/transfers.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { AppError, unprocessable } from '../../lib/errors.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { findRecipient } from './transfers.repo.ts';

/** Lookups per user per hour: plenty for typing a few addresses, too few to walk a list of e-mails. */
export const RECIPIENT_LOOKUPS_PER_HOUR = 30;

/**
 * The masked name of the user an e-mail would pay. It answers exactly what calculate-charge and
 * send-money-now already reveal (a payable recipient exists or 404 RECIPIENT_NOT_FOUND), plus a
 * first name and an initial, and it is rate limited per caller so it cannot become a directory.
 */
export async function previewRecipient(deps: Deps, user: AuthUser, email: string): Promise<RecipientPreview> {
  await hitRateLimit(
    deps.db,
    `recipient-lookup:${user.id}`,
    RECIPIENT_LOOKUPS_PER_HOUR,
    3600,
    'Too many recipient lookups. Please try again later.',
  );
  if (email.toLowerCase() === user.email.toLowerCase()) {
    throw unprocessable('You cannot send money to yourself', 'BUSINESS_RULE', { email: 'must be another user' });
  }
  const recipient = await findRecipient(deps.db, email);
  if (!recipient || recipient.role !== 'user' || recipient.bannedAt || !recipient.mainWalletId) {
    throw new AppError(404, 'RECIPIENT_NOT_FOUND', 'Recipient not found', { email: 'Recipient not found' });
  }
  return { name: maskName(recipient.firstName, recipient.lastName) };
}
