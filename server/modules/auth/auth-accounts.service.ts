/**
 * What other modules may do with a sign-in account, without reaching auth's tables or internals:
 * find and show it (sessions, step-up, passkeys), end its tokens and issue a set-password token
 * (staff, security undo), hash and check its password, and share the sign-in lockout (passkeys).
 * They are single statements or pure functions, so the service exports them as they are.
 */
export { bumpTokenVersion, findUserById, storeToken, toPublicUser, type UserRow } from './auth.repo.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { openLoginThrottle } from './login-throttle.ts';
