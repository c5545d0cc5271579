import type { KycIdType } from '../../contract/kyc.ts';
import type { KycStatusName } from '../../contract/kyc-states.ts';
import type { MessageId } from '../../lib/i18n/i18n.ts';

/** KYC states as the admin reads them: words, never the stored value. */
export const KYC_STATUS_WORDS: Record<KycStatusName, MessageId> = {
  none: 'kyc.state.none',
  pending: 'kyc.state.pending',
  approved: 'kyc.state.approved',
  rejected: 'kyc.state.rejected',
};

/** Document types as people call them. */
export const KYC_ID_TYPE_WORDS: Record<KycIdType, MessageId> = {
  passport: 'kyc.idWord.passport',
  driver_license: 'kyc.idWord.driverLicense',
  national_id: 'kyc.idWord.nationalId',
};
