import { authResponseSchema, type AuthResponse, type LoginRequest } from '../../../contract/auth.ts';
import { api, callApi, publicCall } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export function loginUser(body: LoginRequest): Promise<AuthResponse> {
  return callApi(() => api.post('auth/login', { json: body, ...publicCall }).json(authResponseSchema), DEFAULTS.login);
}
