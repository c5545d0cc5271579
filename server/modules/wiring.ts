import type { Deps } from '../lib/context.ts';
import { registerPushDelivery } from './push/push.service.ts';
import { registerMailDelivery } from './mail/mail.sender.ts';
import { registerBadgeHandlers } from './badges/badges.handlers.ts';
import { checkBadges } from './badges/badges.service.ts';
import { registerReferralHandlers } from './referrals/referrals.handlers.ts';

/**
 * Connects modules that react to each other's events (deps.events), once per process. Called by
 * the server's start-up, the CLI and the test harness, so every entry point behaves the same.
 * Add a module's registration here, e.g. `registerReferralHandlers(deps)`.
 */
const registrations: Array<(deps: Deps) => void> = [
  registerPushDelivery,
  registerMailDelivery,
  // Commissions first, then badge checks: a referrer paid a commission may reach a badge too.
  (deps) => registerReferralHandlers(deps, checkBadges),
  registerBadgeHandlers,
];

export function wireModules(deps: Deps): void {
  for (const register of registrations) register(deps);
}
