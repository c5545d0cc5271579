import type { Env } from '../../env.ts';

export type RelyingParty = { id: string; name: string; origins: string[] };

/** Browsers refuse an IP address as a relying party id; a loopback address is served as localhost instead. */
const LOOPBACK = new Set(['127.0.0.1', '[::1]', '::1']);

/**
 * Who the passkeys belong to. The id is a domain (a credential works on it and its subdomains),
 * by default APP_URL's host; the origins a ceremony may come from are by default APP_URL's
 * origin. When APP_URL is a loopback address (development, tests), the id is `localhost` and
 * both http://localhost:<port> and the address itself are accepted, since a browser can only
 * make a passkey for a name. WEBAUTHN_RP_ID / WEBAUTHN_ORIGIN override both (e.g. an app served
 * on app.example.com whose passkeys should also work on example.com).
 */
export function relyingParty(env: Env): RelyingParty {
  const app = new URL(env.appUrl);
  const loopback = LOOPBACK.has(app.hostname);
  const id = env.webauthnRpId ?? (loopback ? 'localhost' : app.hostname);
  const origins =
    env.webauthnOrigins ??
    (loopback ? [app.origin, `${app.protocol}//localhost${app.port ? `:${app.port}` : ''}`] : [app.origin]);
  return { id, name: env.platformName, origins };
}
