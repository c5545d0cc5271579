import type { Deps } from '../lib/context.ts';

/**
 * Connects modules that react to each other's events (deps.events), once per process. Called by
 * the server's start-up, the CLI and the test harness, so every entry point behaves the same.
 * Add a module's registration here, e.g. `registerReferralHandlers(deps)`.
 */
const registrations: Array<(deps: Deps) => void> = [];

export function wireModules(deps: Deps): void {
  for (const register of registrations) register(deps);
}
