import type { KycIdType } from '../../contract/kyc.ts';
import type { KycStatusName } from '../../contract/kyc-states.ts';

/** KYC states as the admin reads them: words, never the stored value. */
export const KYC_STATUS_WORDS: Record<KycStatusName, string> = {
  none: 'Not submitted',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Document types as people call them. */
export const KYC_ID_TYPE_WORDS: Record<KycIdType, string> = {
  passport: 'Passport',
  driver_license: "Driver's license",
  national_id: 'National ID',
};
