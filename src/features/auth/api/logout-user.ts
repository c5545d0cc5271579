import { messageResponseSchema } from '../../../contract/auth.ts';
import { api, callApi } from '../../../lib/api-client.ts';

/** Revokes the session's tokens on the server. Callers ignore its failure. */
export async function logoutUser(): Promise<void> {
  await callApi(
    () =>
      api.post('auth/logout', { timeout: 10_000, context: { ignoreUnauthorized: true } }).json(messageResponseSchema),
    'Logout failed',
  );
}
