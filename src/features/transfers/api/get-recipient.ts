import { recipientPreviewSchema, type RecipientPreview } from '../../../contract/transfers.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Who an e-mail would pay, masked ("Priya R."); 404 RECIPIENT_NOT_FOUND when no one. Rate limited by the server. */
export function getRecipient(email: string): Promise<RecipientPreview> {
  return callApi(
    () => api.get('send-money/recipient', { searchParams: { email }, retry: 0 }).json(recipientPreviewSchema),
    translate('send.error.recipientNotFound'),
  );
}
