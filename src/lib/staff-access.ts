import { create } from 'zustand';
import type { StaffAccess } from '../contract/staff.ts';
import type { Permission } from '../contract/staff-permissions.ts';

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
