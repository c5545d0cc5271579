import { redirect } from '@tanstack/react-router';
import type { Role } from '../contract/auth.ts';
import { TEXT } from './messages.ts';
import type { RouterContext } from './router-context.ts';
import { useSessionStore } from './session-store.ts';
import { notify, TOAST_IDS } from './toast.tsx';

export type HomePath = '/user/dashboard' | '/admin/dashboard';

export function homeFor(role: Role): HomePath {
  return role === 'admin' ? '/admin/dashboard' : '/user/dashboard';
}

function authErrorRedirect(): never {
  useSessionStore.getState().clearSession();
  notify.error(TEXT.authError, { id: TOAST_IDS.authError });
  throw redirect({ to: '/login' });
}

/** `/`: logged out -> /login, admin -> /admin/dashboard, others -> /user/dashboard. */
export function redirectFromRoot(context: RouterContext): never {
  const { token, user } = context.auth.getSession();
  if (!token) throw redirect({ to: '/login' });
  if (!user) authErrorRedirect();
  throw redirect({ to: homeFor(user.role) });
}

/** User area: role user only (docs/product.md, "Roles and permissions"). */
export function requireUser(context: RouterContext): void {
  const { token, user } = context.auth.getSession();
  if (!token) throw redirect({ to: '/login' });
  if (!user) authErrorRedirect();
  if (user.role !== 'user') {
    notify.error(TEXT.accessDenied, { id: TOAST_IDS.accessDenied });
    throw redirect({ to: homeFor(user.role) });
  }
}

/** Admin area: role admin only; logged-out visitors go to /admin/login (toast shown once). */
export function requireAdmin(context: RouterContext): void {
  const { token, user } = context.auth.getSession();
  if (!token) {
    notify.error(TEXT.adminLoginRequired, { id: TOAST_IDS.adminLoginRequired });
    throw redirect({ to: '/admin/login' });
  }
  if (!user) authErrorRedirect();
  if (user.role !== 'admin') {
    notify.error(TEXT.accessDenied, { id: TOAST_IDS.accessDenied });
    throw redirect({ to: homeFor(user.role) });
  }
}

/** Public auth pages (login, register): a logged-in visitor goes to their dashboard. */
export function redirectIfLoggedIn(context: RouterContext): void {
  const { token, user } = context.auth.getSession();
  if (token && user) throw redirect({ to: homeFor(user.role) });
}
