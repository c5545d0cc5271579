import * as z from 'zod/mini';
import { KYC_STATES } from './kyc-states.ts';

// zod/mini: the user area asks for this at every start (see transaction-shape.ts).

/** `GET /api/kyc/status`. */
export const kycStatusSchema = z.object({
  status: z.enum(KYC_STATES),
  reason: z.nullable(z.string()),
  submittedAt: z.optional(z.nullable(z.string())),
});
export type KycStatus = z.infer<typeof kycStatusSchema>;
