import { z } from 'zod';
import { emailField } from './auth.ts';
import { PERMISSIONS, STAFF_ROLES } from './staff-permissions.ts';

const name = z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters');

/** One admin account and its staff role (the Staff page). */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ data: z.array(staffMemberSchema) });
export const staffMemberResponseSchema = z.object({ data: staffMemberSchema });

/** Adding an admin: the invitation mail lets them choose a password (README "Staff roles"). */
export const staffCreateSchema = z.strictObject({
  email: emailField,
  firstName: name,
  lastName: name,
  role: z.enum(STAFF_ROLES, 'must be owner, finance, compliance or support'),
});

/** A role change, a deactivation (active: false) or a reactivation; at least one of them. */
export const staffUpdateSchema = z
  .strictObject({
    role: z.enum(STAFF_ROLES, 'must be owner, finance, compliance or support').optional(),
    active: z.boolean('must be true or false').optional(),
  })
  .refine((v) => v.role !== undefined || v.active !== undefined, { message: 'give a role or active', path: ['role'] });

/** What the signed-in admin may do: the admin UI hides the rest; before two-factor set-up nothing but the set-up. */
export const staffAccessSchema = z.object({
  role: z.enum(STAFF_ROLES).nullable(),
  permissions: z.array(z.enum(PERMISSIONS)),
  twoFactorEnabled: z.boolean(),
  /** True until the admin turns two-factor on: every other admin request answers 403 TWO_FACTOR_SETUP_REQUIRED. */
  twoFactorSetupRequired: z.boolean(),
  /** Payouts and adjustments above this (site currency; 0 = off) wait for a second admin: confirmations say so before anything is sent. */
  fourEyesThreshold: z.number().optional(),
});
export type StaffAccess = z.infer<typeof staffAccessSchema>;
export const staffAccessResponseSchema = z.object({ data: staffAccessSchema });
