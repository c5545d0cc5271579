import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ErrorBody } from '../src/contract/errors.ts';
import { createAuthGuards } from './lib/auth-middleware.ts';
import type { AppEnv, Deps } from './lib/context.ts';
import { AppError, errorBody } from './lib/errors.ts';
import { answersInCallersLanguage } from './lib/answer-language.ts';
import { callerLocale } from './lib/caller-locale.ts';
import { localizeError, localizeText } from './i18n/api-messages.ts';
import { localeOf } from './i18n/translate.ts';
import {
  DATABASE_UNAVAILABLE,
  isDatabaseUnavailable,
  isQueryTimeout,
  isStorageFull,
  QUERY_TIMEOUT,
  STORAGE_FULL,
} from './lib/db-errors.ts';
import { createJwtCodec } from './lib/jwt.ts';
import { metricsApp } from './lib/metrics.ts';
import { requestContext } from './lib/request-context.ts';
import { responseHeaders } from './lib/response-headers.ts';
import { mountClient } from './lib/static-files.ts';
import { MAX_UPLOAD_BYTES } from './lib/uploads.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { assertSteppedUp, requireStepUp } from './modules/step-up/step-up.service.ts';
import { securityUndoRoutes, stepUpRoutes } from './modules/step-up/step-up.routes.ts';
import { sendNoCodeRoutes } from './modules/money-policy/send-no-code.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { walletRoutes } from './modules/wallets/wallets.routes.ts';
import { transferRoutes } from './modules/transfers/transfers.routes.ts';
import { transactionRoutes } from './modules/transactions/transactions.routes.ts';
import { adminBalanceRoutes } from './modules/admin/admin-balance.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { templateRoutes } from './modules/message-templates/templates.routes.ts';
import { openApiRoutes } from './modules/openapi/openapi.routes.ts';
import { apiDocsRoutes } from './modules/openapi/api-docs.routes.ts';
import { investmentRoutes } from './modules/investments/investments.routes.ts';
import { investmentAdminRoutes } from './modules/investments/investments.admin.routes.ts';
import { referralRoutes } from './modules/referrals/referrals.routes.ts';
import { badgeRoutes } from './modules/badges/badges.routes.ts';
import { marketRoutes } from './modules/market/market.routes.ts';
import { recurringRoutes } from './modules/recurring/recurring.routes.ts';
import { alertRoutes } from './modules/alerts/alerts.routes.ts';
import { depositRoutes } from './modules/deposits/deposits.routes.ts';
import { depositAdminRoutes } from './modules/deposits/deposits-admin.routes.ts';
import { onchainAdminRoutes } from './modules/onchain/onchain-admin.routes.ts';
import { withdrawalAccountRoutes, withdrawalRoutes } from './modules/withdrawals/withdrawals.routes.ts';
import { withdrawalAdminRoutes } from './modules/withdrawals/withdrawals-admin.routes.ts';
import { adminQueueRoutes } from './modules/admin-queues/admin-queues.routes.ts';
import { approvalRoutes } from './modules/approvals/approvals.routes.ts';
import { withdrawalProtectionRoutes } from './modules/security-holds/security-holds.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.ts';
import { adminTransactionRoutes } from './modules/admin-transactions/admin-transactions.routes.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { adminMailRoutes } from './modules/mail/mail.routes.ts';
import { mailPreferenceRoutes } from './modules/mail/mail-preferences.routes.ts';
import { mailUnsubscribeRoutes } from './modules/mail/mail-unsubscribe.routes.ts';
import { adminKycRoutes, kycRoutes } from './modules/kyc/kyc.routes.ts';
import { adminTicketRoutes, ticketRoutes } from './modules/tickets/tickets.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { adminNotificationRoutes } from './modules/notifications/broadcasts.routes.ts';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.ts';
import { passkeyRoutes } from './modules/passkeys/passkeys.routes.ts';
import { passkeySessionIssuer } from './modules/passkeys/passkeys.session.ts';
import { sessionRoutes } from './modules/sessions/sessions.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { statementRoutes } from './modules/statements/statements.routes.ts';
import { adminReportRoutes } from './modules/statements/admin-reports.routes.ts';
import { cardIssueAdminRoutes, stripeWebhookRoutes } from './modules/card-payments/card-payments.routes.ts';
import { payoutBatchRoutes } from './modules/payout-batches/payout-batches.routes.ts';
import { antiPhishingRoutes } from './modules/anti-phishing/anti-phishing.routes.ts';
import { supportViewGuard } from './modules/support-view/support-view.guard.ts';
import { supportViewRoutes } from './modules/support-view/support-view.routes.ts';
import { maintenanceGuard } from './modules/maintenance/maintenance.guard.ts';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes.ts';
import { proofOfLiabilitiesRoutes } from './modules/proof-of-liabilities/proof-of-liabilities.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;

const tooLarge = (limit: number): never => {
  throw new AppError(413, 'PAYLOAD_TOO_LARGE', `Request body is larger than ${Math.round(limit / 1024)} KB`);
};

/**
 * hono's bodyLimit, without its cost where it has nothing to do: it builds the full web Request
 * (headers and body stream) of every request it sees. A GET or HEAD has no body, and a declared
 * Content-Length is checked as a number; only a chunked body is counted by bodyLimit as it streams.
 */
function sizeLimit(maxSize: number, shownLimit: number): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize, onError: () => tooLarge(shownLimit) });
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    return parseInt(length, 10) > maxSize ? tooLarge(shownLimit) : next();
  };
}

export type CreateAppOptions = { distDir?: string };

/** Builds the whole HTTP app from its dependencies; index.ts listens, tests call `app.request`. */
export function createApp(deps: Deps, opts: CreateAppOptions = {}) {
  const jwt = createJwtCodec(deps.env.jwtSecret, deps.env.jwtTtlSeconds);
  const guards = createAuthGuards(deps.db, jwt, assertSteppedUp, deps);
  const app = new Hono<AppEnv>();
  const headers = responseHeaders(deps.env.nodeEnv === 'production');

  // Request id (X-Request-Id), client address (TRUST_PROXY), access log line and latency metrics.
  app.use('*', requestContext(deps));
  // Cache-Control on the API, secure headers and the CSP (server/lib/response-headers.ts).
  app.use('*', headers.middleware);
  // CORS is closed: the client is served from this origin, so no Access-Control-Allow-* header is
  // ever sent and a cross-origin preflight is refused outright (browsers then block the request).
  app.options('*', (c) =>
    c.req.header('access-control-request-method')
      ? c.json<ErrorBody>({ message: 'Cross-origin requests are not allowed', code: 'FORBIDDEN' }, 403)
      : c.body(null, 204),
  );
  const jsonLimit = sizeLimit(JSON_BODY_LIMIT, JSON_BODY_LIMIT);
  // Uploads (multipart) may carry one file of up to 10 MB plus a few form fields.
  const uploadLimit = sizeLimit(MAX_UPLOAD_BYTES + 64 * 1024, MAX_UPLOAD_BYTES);
  app.use('/api/*', (c, next) =>
    (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
      ? uploadLimit(c, next)
      : jsonLimit(c, next),
  );

  app.route('/api/health', healthRoutes(deps));
  // Support tokens: reads only, refused before any route (server/modules/support-view).
  app.use('/api/*', supportViewGuard(deps));
  // Maintenance: money-moving requests refused with 503 before any route (server/modules/maintenance).
  app.use('/api/*', maintenanceGuard(deps));
  // Prometheus metrics on the public port only with METRICS_TOKEN (else METRICS_PORT, its own listener).
  if (deps.env.metricsToken) app.route('/', metricsApp(deps.env.metricsToken));

  // Admins' answer sentences in their language (server/lib/answer-language.ts); wraps every admin route below.
  app.use('/api/admin/*', answersInCallersLanguage(deps.db));
  app.route('/api', openApiRoutes());
  app.route('/api', apiDocsRoutes(opts.distDir));
  app.route('/api/auth', authRoutes(createAuthService(deps, jwt), guards, requireStepUp(deps)));
  app.route('/api/step-up', stepUpRoutes(deps, guards));
  app.route('/api/security', securityUndoRoutes(deps));
  app.route('/api/security', sendNoCodeRoutes(deps, guards));
  app.route('/api/wallet', walletRoutes(deps, guards, headers.apiPreset));
  app.route('/api', transferRoutes(deps, guards));
  app.route('/api/transactions', transactionRoutes(deps, guards));
  app.route('/api/push', pushRoutes(deps, guards));
  app.route('/api/admin/settings', settingsRoutes(deps, guards));
  app.route('/api/admin/templates', templateRoutes(deps, guards));
  app.route('/api/admin', adminBalanceRoutes(deps, guards));
  app.route('/api/deposits', depositRoutes(deps, guards));
  app.route('/api/admin', depositAdminRoutes(deps, guards));
  app.route('/api/admin/onchain', onchainAdminRoutes(deps, guards));
  app.route('/api/withdrawals', withdrawalRoutes(deps, guards));
  app.route('/api/withdrawal-accounts', withdrawalAccountRoutes(deps, guards));
  app.route('/api/admin', withdrawalAdminRoutes(deps, guards));
  app.route('/api/admin', adminQueueRoutes(deps, guards));
  app.route('/api/admin', approvalRoutes(deps, guards));
  app.route('/api/withdrawal-protection', withdrawalProtectionRoutes(deps, guards));
  app.route('/api/admin/users', adminUsersRoutes(deps, guards));
  app.route('/api/admin', adminTransactionRoutes(deps, guards));
  app.route('/api/admin/dashboard', adminDashboardRoutes(deps, guards));
  app.route('/api/admin/audit', auditRoutes(deps, guards));
  app.route('/api/admin/mail', adminMailRoutes(deps, guards));
  app.route('/api/kyc', kycRoutes(deps, guards));
  app.route('/api/admin/kyc', adminKycRoutes(deps, guards));
  app.route('/api/tickets', ticketRoutes(deps, guards));
  app.route('/api/admin/tickets', adminTicketRoutes(deps, guards));
  app.route('/api/notifications', notificationRoutes(deps, guards));
  app.route('/api/notification-preferences', mailPreferenceRoutes(deps, guards));
  app.route('/api/mail', mailUnsubscribeRoutes(deps));
  app.route('/api/two-factor', twoFactorRoutes(deps, guards));
  app.route('/api/sessions', sessionRoutes(deps, guards));
  app.route('/api/passkeys', passkeyRoutes(deps, guards, passkeySessionIssuer(deps, jwt)));
  app.route('/api/admin/notifications', adminNotificationRoutes(deps, guards));
  app.route('/api/admin', staffRoutes(deps, guards));
  app.route('/api', statementRoutes(deps, guards));
  app.route('/api/admin', adminReportRoutes(deps, guards));
  app.route('/api/webhooks', stripeWebhookRoutes(deps));
  app.route('/api/admin', cardIssueAdminRoutes(deps, guards));
  app.route('/api/admin', payoutBatchRoutes(deps, guards));
  app.route('/api', proofOfLiabilitiesRoutes(deps, guards));
  app.route('/api/security', antiPhishingRoutes(deps, guards));
  app.route('/api', supportViewRoutes(deps, guards));
  app.route('/api', maintenanceRoutes(deps, guards));
  app.route('/api/account', accountRoutes(deps, guards));

  app.route('/api', investmentRoutes(deps, guards));
  app.route('/api/admin', investmentAdminRoutes(deps, guards));
  app.route('/api/referrals', referralRoutes(deps, guards));
  app.route('/api', badgeRoutes(deps, guards));
  app.route('/api', marketRoutes(deps, guards));
  app.route('/api/recurring-investments', recurringRoutes(deps, guards));
  app.route('/api/alerts', alertRoutes(deps, guards));

  // No route ran, so no account is known: the browser's language.
  const headerLocale = (c: { req: { header: (name: string) => string | undefined } }) =>
    localeOf(null, c.req.header('accept-language'));
  app.all('/api/*', (c) =>
    c.json<ErrorBody>(
      {
        message: localizeText(headerLocale(c), `No API route for ${c.req.method} ${c.req.path}`),
        code: 'NOT_FOUND',
        requestId: c.get('requestId'),
      },
      404,
    ),
  );

  if (opts.distDir) mountClient(app, opts.distDir);

  app.notFound((c) =>
    c.json<ErrorBody>({ message: localizeText(headerLocale(c), 'Not found'), code: 'NOT_FOUND' }, 404),
  );
  app.onError(async (err, c) => {
    // Every message in the caller's language (server/i18n/api-messages.ts); codes stay English.
    // The account's language is read from the database, unless the database is what failed.
    const locale = await callerLocale(c, isDatabaseUnavailable(err) || isQueryTimeout(err) ? undefined : deps.db);
    const say = (english: string) => localizeText(locale, english);
    // Every error body names the request, so support can find its log lines.
    const requestId = c.get('requestId');
    if (err instanceof AppError) {
      if (err.status === 503) {
        // An operator must look (file storage down, a query past its bound): logged with its cause, answered as retryable.
        deps.log.error('unavailable', {
          requestId,
          path: c.req.path,
          code: err.code,
          error: String((err as { cause?: unknown }).cause ?? err.message),
        });
      }
      if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
      else if (err.status === 503) c.header('Retry-After', '30');
      const { message, errors } = localizeError(locale, err.message, err.errors, err.fieldIssues);
      return c.json({ ...errorBody(err), message, ...(errors ? { errors } : {}), requestId }, err.status);
    }
    if (err instanceof HTTPException) {
      return c.json<ErrorBody>(
        {
          message: say(err.message || 'Request failed'),
          code: err.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED',
          requestId,
        },
        err.status,
      );
    }
    if (isStorageFull(err)) {
      // An operator must act (free space): logged as an error, answered as a retryable 503.
      deps.log.error('storage full', {
        requestId,
        path: c.req.path,
        error: err instanceof Error ? err.message : String(err),
      });
      c.header('Retry-After', '30');
      return c.json<ErrorBody>({ message: say(STORAGE_FULL), code: 'SERVICE_UNAVAILABLE', requestId }, 503);
    }
    if (isQueryTimeout(err)) {
      deps.log.warn('query timeout', {
        requestId,
        path: c.req.path,
        error: err instanceof Error ? err.message : String(err),
      });
      c.header('Retry-After', '5');
      return c.json<ErrorBody>({ message: say(QUERY_TIMEOUT), code: 'QUERY_TIMEOUT', requestId }, 503);
    }
    if (isDatabaseUnavailable(err)) {
      deps.log.warn('database unavailable', {
        requestId: c.get('requestId'),
        path: c.req.path,
        error: err instanceof Error ? err.message : String(err),
      });
      c.header('Retry-After', '5');
      return c.json<ErrorBody>({ message: say(DATABASE_UNAVAILABLE), code: 'SERVICE_UNAVAILABLE', requestId }, 503);
    }
    deps.log.error('unhandled error', {
      requestId: c.get('requestId'),
      path: c.req.path,
      error: err instanceof Error ? err.stack : String(err),
    });
    return c.json<ErrorBody>(
      { message: say('Something went wrong on our side. Please try again.'), code: 'INTERNAL', requestId },
      500,
    );
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
