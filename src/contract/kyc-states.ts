// Without zod: the admin users route validates its ?kyc= filter with these on the first load.

/** A user's KYC state as the admin filters and lists show it. */
export const KYC_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export type KycStatusName = (typeof KYC_STATES)[number];
