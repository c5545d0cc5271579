import { z } from 'zod';
import { userSchema, type User } from '../../../contract/auth.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

const meResponseSchema = z.object({ user: userSchema });

export async function getMe(): Promise<User> {
  const { user } = await callApi(() => api.get('auth/me').json(meResponseSchema), DEFAULTS.fetchUser);
  return user;
}
