/**
 * The admin action log is read-only here (entries are written by server/lib/audit.ts inside each
 * action's transaction), so the service is the repo's page, exported for the route as it is.
 */
export { auditPage } from './audit.repo.ts';
