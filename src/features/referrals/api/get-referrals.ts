import { referralStatsSchema, type ReferralStats } from '../../../contract/referrals.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export function getReferrals(): Promise<ReferralStats> {
  return callApi(() => api.get('referrals').json(referralStatsSchema), DEFAULTS.fetchReferrals);
}
