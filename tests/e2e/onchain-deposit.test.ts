import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EvmNode } from '../factories/evm-node.ts';
import { evmMethodBody } from '../factories/onchain.ts';
import { E2E_ADMIN, startAppServer, type AppServer } from '../setup/app-server.ts';
import { launchBrowser, phoneContext } from '../setup/browser.ts';
import { balancesText, logIn, person, type Session } from '../setup/pwa-e2e.ts';
import { callOk, postJson } from '../setup/http.ts';

/** The investor's side of an on-chain deposit, in Chromium, against a real local chain and the real server process with its watcher job. */
const node = new EvmNode();
let server: AppServer;
let browser: Browser;
let token: `0x${string}`;

beforeAll(async () => {
  await node.start();
  token = await node.deployToken('USDT', 6);
  [server, browser] = await Promise.all([
    startAppServer({ ONCHAIN_POLL_MS: '250', ONCHAIN_RPC_ALLOW_PRIVATE: '1' }),
    launchBrowser(),
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await node.stop();
});

describe('on-chain deposit', () => {
  it('shows the personal address, then the confirmations, then the credited balance', async () => {
    const admin = await postJson<Session>(server.url, '/api/auth/login', {
      email: E2E_ADMIN.email,
      password: E2E_ADMIN.password,
    });
    await postJson(server.url, '/api/step-up', { password: E2E_ADMIN.password }, admin.token);
    await postJson(
      server.url,
      '/api/admin/deposit-methods',
      { ...evmMethodBody({ rpcUrl: node.url, token, confirmations: 3, name: 'USDT on chain' }) },
      admin.token,
    );
    const investor = await postJson<Session>(server.url, '/api/auth/register', person('chainy'));
    const { address } = await callOk<{ address: string }>(
      server.url,
      'GET',
      `/api/deposits/methods/${await methodId(admin.token)}/address`,
      { token: investor.token },
    );

    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    await logIn(page, 'chainy');
    await page.goto('/user/deposit');
    await page.getByLabel('Deposit method').selectOption({ label: 'USDT on chain · Local test chain' });
    await page.getByTestId('deposit-address').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('deposit-address').textContent()).toBe(address);
    await page.getByRole('heading', { name: 'Your personal USDT address' }).waitFor();
    await page
      .getByRole('note', { name: 'Network and asset' })
      .getByText('Send only USDT on Local test chain.')
      .waitFor();
    await page.getByRole('img', { name: 'QR code of your USDT deposit address' }).waitFor();
    await page.getByRole('button', { name: 'Copy address' }).waitFor();
    await page.getByText(/Minimum \$?10\.00/).waitFor();

    await node.sendToken(token, address, 25_000_000n);
    await page.getByText('1 of 3 confirmations').waitFor({ timeout: 30_000 });
    await node.mine(1);
    await page.getByText('2 of 3 confirmations').waitFor({ timeout: 30_000 });
    await node.mine(1);
    await page.getByText(/Credited: \$?25\.00( USD)? added to your Main Wallet/).waitFor({ timeout: 30_000 });
    await page.goto('/user/dashboard');
    await expect.poll(() => balancesText(page), { timeout: 20_000 }).toMatch(/25\.00/);
    await context.close();
  }, 180_000);

  async function methodId(adminToken: string): Promise<string> {
    const list = await callOk<{ id: string; name: string }[]>(server.url, 'GET', '/api/admin/deposit-methods', {
      token: adminToken,
    });
    return list.find((m) => m.name === 'USDT on chain')?.id ?? '';
  }
});
