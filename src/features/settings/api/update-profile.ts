import { z } from 'zod';
import { userSchema, type LanguageRequest, type ProfileRequest, type User } from '../../../contract/auth.ts';
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

/** The header's language picker: the language alone (the rest of the profile stays as it is). */
export async function updateLanguage(body: LanguageRequest): Promise<User> {
  const { user } = await callApi(
    () => api.put('auth/profile', { json: body }).json(profileResponseSchema),
    DEFAULTS.updateProfile,
  );
  return user;
}
