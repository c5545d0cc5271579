import type { Locale } from '../../contract/locales.ts';
import { useSessionStore } from '../../lib/session-store.ts';

/**
 * Keeps the picked language on the account, for investors and admins alike; the screen has
 * switched already, so a failure only logs. The profile call loads with the first pick, not with
 * the first page.
 */
export async function saveLanguage(language: Locale): Promise<void> {
  // At once on this device too: a reload before the account answers must not start in the old language.
  const { user, setUser } = useSessionStore.getState();
  if (user) setUser({ ...user, language });
  try {
    const { updateLanguage } = await import('./api/update-profile.ts');
    useSessionStore.getState().setUser(await updateLanguage({ language }));
  } catch (error) {
    console.warn('language not saved to the account', error);
  }
}
