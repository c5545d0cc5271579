import { create } from 'zustand';
import type { StaffAccess } from '../contract/staff.ts';
import type { Permission } from '../contract/staff-permissions.ts';
import { formatMoney } from '../contract/cents.ts';

type StaffAccessState = { access: StaffAccess | null; setAccess: (access: StaffAccess) => void; reset: () => void };

/**
 * The signed-in admin's staff role and permissions (GET /api/admin/access), loaded by the admin
 * panel before it shows anything. The UI only hides what the role cannot do; the server decides.
 */
export const useStaffAccessStore = create<StaffAccessState>()((setState) => ({
  access: null,
  setAccess: (access) => setState({ access }),
  reset: () => setState({ access: null }),
}));

/** Not loaded yet (a page rendered outside the panel) hides nothing: the server refuses anyway. */
export const canWith = (access: StaffAccess | null, permission: Permission | undefined): boolean =>
  permission === undefined || access === null || access.permissions.includes(permission);

/** `can(permission)` for the signed-in admin, re-rendering when their access changes. */
export function useCan(): (permission: Permission | undefined) => boolean {
  const access = useStaffAccessStore((s) => s.access);
  return (permission) => canWith(access, permission);
}

/**
 * What a confirmation says before an admin pays or adjusts `amount`: above the four-eyes threshold
 * nothing moves until a second admin approves. Null below it, when it is off, or not loaded.
 */
export function useFourEyesNotice(amount: number): string | null {
  const threshold = useStaffAccessStore((s) => s.access?.fourEyesThreshold ?? 0);
  if (!(threshold > 0) || !(amount > threshold)) return null;
  return `Above the four-eyes threshold (${formatMoney(threshold)}): this sends a request, and a second admin must approve it before any money moves.`;
}
