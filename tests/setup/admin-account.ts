/** The first admin every harness seeds (ADMIN_EMAIL / ADMIN_PASSWORD), in-process and in server processes alike. */
export const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
