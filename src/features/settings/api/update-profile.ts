import { z } from 'zod';
import { userSchema, type ProfileRequest, type User } from '../../../contract/auth.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

const profileResponseSchema = z.object({ user: userSchema });

export async function updateProfile(body: ProfileRequest): Promise<User> {
  const { user } = await callApi(
    () => api.put('auth/profile', { json: body }).json(profileResponseSchema),
    DEFAULTS.updateProfile,
  );
  return user;
}
