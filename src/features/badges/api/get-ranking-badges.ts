import { rankingBadgesSchema, type RankingBadges } from '../../../contract/badges.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export function getRankingBadges(): Promise<RankingBadges> {
  return callApi(() => api.get('ranking-badges').json(rankingBadgesSchema), DEFAULTS.fetchBadges);
}
