import { antiPhishingCodeSchema, type AntiPhishingCode } from '../../../contract/trust.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/**
 * GET /api/security/anti-phishing-code: the code printed at the top of every mail the platform
 * sends this investor, or null before they choose one. Shown back only on their Security page.
 */
export function getAntiPhishingCode(): Promise<AntiPhishingCode> {
  return callApi(
    () => api.get('security/anti-phishing-code').json(antiPhishingCodeSchema),
    translate('antiPhishing.error.load'),
  );
}

/**
 * What the code is for, in one breath: the English text of `antiPhishing.explained`, which the
 * Security page shows from the catalog; its test checks the page against this wording.
 */
export const ANTI_PHISHING_EXPLAINED =
  'Choose a word that only you know. Every e-mail we send you starts with it, so an e-mail that claims to be from us without it, or with another word, is fake: do not click its links.';
