import { referralStatsSchema, type ReferralStats } from '../../../contract/referrals.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

export function getReferrals(): Promise<ReferralStats> {
  return callApi(() => api.get('referrals').json(referralStatsSchema), translate('referral.error.fetch'));
}
