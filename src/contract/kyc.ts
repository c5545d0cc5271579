import { z } from 'zod';

export const KYC_ID_TYPES = ['passport', 'driver_license', 'national_id'] as const;
export type KycIdType = (typeof KYC_ID_TYPES)[number];
export const KYC_STATUSES = ['pending', 'approved', 'rejected'] as const;

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** The text fields of `POST /api/kyc/submit` (multipart; the file is `idDocument`). */
export const kycSubmitFieldsSchema = z.strictObject({
  idType: z.enum(KYC_ID_TYPES, 'must be passport, driver_license or national_id'),
  idNumber: text(64),
  address: text(200),
  city: text(100),
  state: text(100),
  zipCode: text(20),
  kycAddressCountry: text(64),
  firstName: text(64),
  lastName: text(64),
  phone: text(32),
  country: text(64),
});
export type KycSubmitFields = z.infer<typeof kycSubmitFieldsSchema>;
export const KYC_FILE_FIELD = 'idDocument';

export const kycSubmitResultSchema = z.object({ message: z.string(), status: z.literal('pending') });

export const adminKycQuerySchema = z.strictObject({
  status: z.enum([...KYC_STATUSES, 'all']).default('pending'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

export const kycRejectSchema = z.strictObject({ reason: text(500) });

export const adminKycItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  status: z.enum(KYC_STATUSES),
  idType: z.enum(KYC_ID_TYPES),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
});
export type AdminKycItem = z.infer<typeof adminKycItemSchema>;
export const adminKycPageSchema = z.object({ items: z.array(adminKycItemSchema), nextCursor: z.string().nullable() });

export const adminKycDetailSchema = adminKycItemSchema.extend({
  idNumber: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  kycAddressCountry: z.string(),
  phone: z.string(),
  country: z.string(),
  document: z.object({ url: z.string(), mime: z.string(), name: z.string(), size: z.number() }),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type AdminKycDetail = z.infer<typeof adminKycDetailSchema>;
export const adminKycDecisionSchema = z.object({ message: z.string(), kyc: adminKycDetailSchema });
