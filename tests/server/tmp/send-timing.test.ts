import { randomUUID } from 'node:crypto';
import { it } from 'vitest';
import { fundedUser } from '../../factories/money.ts';
import { loginAdmin } from '../../factories/users.ts';
import { call } from '../../setup/http.ts';
import { resetDatabase } from '../../setup/test-app.ts';
import { sendBatchSize } from '../../../server/lib/metrics.ts';

it('times', async () => {
  const ctx = await resetDatabase();
  const admin = (await loginAdmin(ctx.app)).token;
  const bob = await fundedUser(ctx.app, admin, 0);
  const senders = [];
  for (let i = 0; i < 32; i++) senders.push(await fundedUser(ctx.app, admin, 1000));
  for (let round = 0; round < 4; round++) {
    const t0 = performance.now();
    const res = await Promise.all(senders.map((s) => call(ctx.app, 'POST', '/api/send-money-now', { token: s.token, key: randomUUID(), body: { sender_wallet_id: s.main.id, recipient_email: bob.user.email, amount: 1.25 } })));
    console.log('round', round, (performance.now() - t0).toFixed(0), 'ms', res.map((r) => r.status).join(','));
  }
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) await call(ctx.app, 'POST', '/api/send-money-now', { token: senders[0]!.token, key: randomUUID(), body: { sender_wallet_id: senders[0]!.main.id, recipient_email: bob.user.email, amount: 1.25 } });
  console.log('serial 20', (performance.now() - t0).toFixed(0), 'ms');
  console.log(JSON.stringify((await sendBatchSize.get()).values.filter(v=>!v.metricName?.includes('bucket'))));
}, 600_000);
