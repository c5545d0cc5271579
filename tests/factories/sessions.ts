import type { App } from '../../server/app.ts';
import type { Session } from './users.ts';

export const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
export const FIREFOX_LINUX_NEWER = 'Mozilla/5.0 (X11; Linux x86_64; rv:134.0) Gecko/20100101 Firefox/134.0';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * A password sign-in as a browser would send it: its User-Agent and, when given, the socket
 * address the server sees (the app reads the client address from the connection).
 */
export async function signInFrom(app: App, body: Record<string, unknown>, userAgent: string, ip = '127.0.0.1') {
  const res = await app.request(
    '/api/auth/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      body: JSON.stringify(body),
    },
    {
      incoming: { socket: { remoteAddress: ip, remotePort: 40_000, remoteFamily: ip.includes(':') ? 'IPv6' : 'IPv4' } },
    },
  );
  return { status: res.status, body: (await res.json()) as Partial<Session> & { code?: string } };
}

/** Signs in and returns the token, failing the test on anything but 200. */
export async function tokenFrom(
  app: App,
  email: string,
  password: string,
  userAgent: string,
  ip?: string,
): Promise<string> {
  const res = await signInFrom(app, { email, password }, userAgent, ip);
  if (res.status !== 200 || !res.body.token)
    throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}
