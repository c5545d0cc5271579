import { randomBytes, randomUUID } from 'node:crypto';
import { ADMIN } from '../setup/admin-account.ts';
import { call, callOk } from '../setup/http.ts';

/** Factories for a server process over real HTTP (tests/setup/server-process.ts), through tests/setup/http.ts. */
export async function remoteAdminToken(baseUrl: string): Promise<string> {
  const body = await callOk(baseUrl, 'POST', '/api/auth/login', { body: ADMIN }, 200);
  // Stepped up, as an operator is before control work (methods, settings: server/lib/admin-control.ts).
  await callOk(baseUrl, 'POST', '/api/step-up', { token: String(body.token), body: { password: ADMIN.password } }, 200);
  return String(body.token);
}

export type RemoteUser = { id: string; token: string; email: string; main: string; profit: string };

/** Registers an investor, optionally credits Main through the admin balance route, and reads the wallet ids. */
export async function remoteUser(baseUrl: string, adminToken: string, mainAmount = 0): Promise<RemoteUser> {
  const tag = randomBytes(4).toString('hex');
  const email = `ops${tag}@example.com`;
  const reg = await callOk(
    baseUrl,
    'POST',
    '/api/auth/register',
    {
      body: {
        email,
        password: 'correct horse battery',
        username: `ops${tag}`,
        firstName: 'Op',
        lastName: 'Erator',
        phone: '+44 20 7946 0000',
        country: 'United Kingdom',
      },
    },
    201,
  );
  const token = String(reg.token);
  const id = String((reg.user as { id: string }).id);
  // Stepped up with the password: without two-factor, a send to someone new asks for it first.
  await callOk(baseUrl, 'POST', '/api/step-up', { token, body: { password: 'correct horse battery' } }, 200);
  if (mainAmount > 0) {
    await callOk(
      baseUrl,
      'POST',
      `/api/admin/users/${id}/balance`,
      {
        token: adminToken,
        key: randomUUID(),
        body: { wallet_type: 'main', amount: mainAmount, type: 'add', reason: 'ops test funding' },
      },
      200,
    );
  }
  const wallets = await call<{ id: string; type: string }[]>(baseUrl, 'GET', '/api/wallet/wallets', { token });
  const main = wallets.body.find((w) => w.type === 'main')?.id ?? '';
  const profit = wallets.body.find((w) => w.type === 'profit')?.id ?? '';
  return { id, token, email, main, profit };
}

export type RemotePair = { admin: string; alice: RemoteUser; bob: RemoteUser };

/** The admin's token, alice with `aliceMain` on Main and bob with nothing: who sends money to whom. */
export async function remotePair(baseUrl: string, aliceMain = 500): Promise<RemotePair> {
  const admin = await remoteAdminToken(baseUrl);
  return { admin, alice: await remoteUser(baseUrl, admin, aliceMain), bob: await remoteUser(baseUrl, admin) };
}

/** alice sends bob `amount` under a new Idempotency-Key. */
export function remoteSend(baseUrl: string, { alice, bob }: RemotePair, amount = 10) {
  return call(baseUrl, 'POST', '/api/send-money-now', {
    token: alice.token,
    key: randomUUID(),
    body: { sender_wallet_id: alice.main, recipient_email: bob.email, amount },
  });
}
