import { authResponseSchema, type AuthResponse, type RegisterRequest } from '../../../contract/auth.ts';
import { api, callApi, publicCall } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export function registerUser(body: RegisterRequest): Promise<AuthResponse> {
  return callApi(
    () => api.post('auth/register', { json: body, ...publicCall }).json(authResponseSchema),
    DEFAULTS.register,
  );
}
