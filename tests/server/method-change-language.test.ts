import { HDKey } from '@scure/bip32';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localeFormat } from '../../src/contract/locale-format.ts';
import type { Locale } from '../../src/contract/locales.ts';
import { createEvmMethod, evmMethodBody } from '../factories/onchain.ts';
import { staffSession } from '../factories/staff.ts';
import { loginAdmin } from '../factories/users.ts';
import { noticesOf } from '../factories/withdrawal-protection.ts';
import { call } from '../setup/http.ts';
import { lastMailTo } from '../setup/outbox.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  // The first database of the run is built from the migrations: slower than the resets after it.
  await resetDatabase();
}, 180_000);
beforeEach(async () => {
  ctx = await resetDatabase({ productDefaults: true });
});

// Nothing listens on port 9 here: the probe fails at once and only sets a warning on the method.
const OLD_RPC = 'http://127.0.0.1:9/';
const NEW_RPC = 'http://127.0.0.1:9/v3/secret-api-key-0123456789';
const OTHER_XPUB = HDKey.fromMasterSeed(new Uint8Array(32).fill(42)).derive("m/44'/60'/1'").publicExtendedKey;
const ru = localeFormat('ru', 'UTC');

/** The owner's staff: one admin who may approve, reading in `language`. */
async function approverIn(ownerToken: string, language: Locale) {
  const admin = await staffSession(ctx, 'owner', ownerToken);
  const res = await call(ctx.app, 'PUT', '/api/auth/profile', { token: admin.token, body: { language } });
  expect(res.status).toBe(200);
  return admin;
}

describe('a loosened deposit method is told in the reader’s language', () => {
  it('names a raised maximum, a new key and another RPC path in Russian; the method’s name, hosts and fingerprints as they are', async () => {
    const owner = await loginAdmin(ctx.app);
    const method = await createEvmMethod(ctx.app, owner.token, { rpcUrl: OLD_RPC });
    const ivan = await approverIn(owner.token, 'ru');
    const body = { ...evmMethodBody({ rpcUrl: NEW_RPC }), xpub: OTHER_XPUB, max_amount: 500_000 };
    const sent = await call(ctx.app, 'PUT', `/api/admin/deposit-methods/${method.id}`, { token: owner.token, body });
    expect(sent.status).toBe(200);

    const [notice = ''] = (await noticesOf(ctx, ivan.user.id)).filter((m) => m.includes('ослабление'));
    expect(notice).toContain(
      `USDT on test chain: наибольшее пополнение: ${ru.money(100_000, 'USDT')} → ${ru.money(500_000, 'USDT')}`,
    );
    expect(notice).toMatch(/USDT on test chain: ключ: ключ [0-9a-f]{8} → ключ [0-9a-f]{8}/);
    expect(notice).toContain('RPC-узел: 127.0.0.1:9 → 127.0.0.1:9 (другой путь)');
    expect(notice).toMatch(/Запрос ждёт второго администратора в разделе «Подтверждения»\.$/);
    expect(notice).not.toMatch(/largest|another path|key [0-9a-f]| from /);
    expect(notice).not.toContain('secret-api-key');
    const mail = (await lastMailTo(ctx, ivan.user.email, 'admin_protection_loosened'))?.text ?? '';
    expect(mail).toContain('наибольшее пополнение');
    expect(mail).not.toMatch(/largest deposit|another path/);
  });

  it('names a new automatic deposit method in Russian', async () => {
    const owner = await loginAdmin(ctx.app);
    const ivan = await approverIn(owner.token, 'ru');
    const sent = await call(ctx.app, 'POST', '/api/admin/deposit-methods', {
      token: owner.token,
      body: evmMethodBody({ rpcUrl: NEW_RPC }),
    });
    expect(sent.status).toBe(202);
    const [notice = ''] = (await noticesOf(ctx, ivan.user.id)).filter((m) => m.includes('ослабление'));
    expect(notice).toMatch(
      /Новый автоматический способ пополнения: нет → USDT on test chain в сети .+, ключ [0-9a-f]{8}, RPC 127\.0\.0\.1:9\./,
    );
    expect(notice).not.toMatch(/New automatic| on .+, key /);
  });
});
