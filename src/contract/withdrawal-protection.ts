import { z } from 'zod';
import { SECURITY_HOLD_REASONS } from './security-hold-reasons.ts';

/**
 * GET /api/withdrawal-protection: whether withdrawals are paused after a security change, until
 * when and why, and the cooling-off period new or edited withdrawal accounts wait (0: off).
 */
export const withdrawalProtectionSchema = z.object({
  pausedUntil: z.string().nullable(),
  reason: z.enum(SECURITY_HOLD_REASONS).nullable(),
  coolingOffHours: z.number(),
});
export type WithdrawalProtection = z.infer<typeof withdrawalProtectionSchema>;
