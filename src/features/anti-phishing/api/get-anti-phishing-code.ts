import { antiPhishingCodeSchema, type AntiPhishingCode } from '../../../contract/trust.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const ANTI_PHISHING_LOAD_FAILED = 'Failed to load your anti-phishing code';

/**
 * GET /api/security/anti-phishing-code: the code printed at the top of every mail the platform
 * sends this investor, or null before they choose one. Shown back only on their Security page.
 */
export function getAntiPhishingCode(): Promise<AntiPhishingCode> {
  return callApi(() => api.get('security/anti-phishing-code').json(antiPhishingCodeSchema), ANTI_PHISHING_LOAD_FAILED);
}

/** The wording the Security page and its tests share: what the code is for, in one breath. */
export const ANTI_PHISHING_EXPLAINED =
  'Choose a word that only you know. Every e-mail we send you starts with it, so an e-mail that claims to be from us without it, or with another word, is fake: do not click its links.';

/** The line every mail carries, as the investor will see it. */
export const antiPhishingPreview = (code: string): string => `Your anti-phishing code: ${code}`;

/** Letters and digits only, 4 to 20: the same rule the server applies, said before sending. */
export const ANTI_PHISHING_RULE = '4 to 20 letters and digits';
