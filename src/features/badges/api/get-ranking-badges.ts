import { rankingBadgesSchema, type RankingBadges } from '../../../contract/badges.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

export function getRankingBadges(): Promise<RankingBadges> {
  return callApi(() => api.get('ranking-badges').json(rankingBadgesSchema), translate('badge.error.fetch'));
}
