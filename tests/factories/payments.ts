import type { Deposit, DepositMethod } from '../../src/contract/deposits.ts';
import type { WithdrawalAccount, WithdrawalMethod } from '../../src/contract/withdrawals.ts';
import { ensureSteppedUp } from '../setup/step-up.ts';
import { call, type Target } from '../setup/http.ts';
import type { ErrorBody } from '../setup/types.ts';

/** A real 1x1 PNG, so the byte sniffing accepts it. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const pngFile = (name = 'receipt.png') => new File([PNG_1X1], name, { type: 'image/png' });

export type MultipartAnswer<T> = { status: number; body: T & ErrorBody };

/** A multipart POST, as a browser's FormData sends it. */
export async function postForm<T>(
  app: Target,
  path: string,
  token: string,
  fields: Record<string, string | File>,
): Promise<MultipartAnswer<T>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const res = await call<T & ErrorBody>(app, 'POST', path, { token, form });
  return { status: res.status, body: res.body };
}

export async function depositMethods(app: Target, token: string): Promise<DepositMethod[]> {
  const res = await call<DepositMethod[]>(app, 'GET', '/api/deposits/methods', { token });
  if (res.status !== 200) throw new Error(`methods failed: ${res.status}`);
  return res.body;
}

export async function methodNamed<T extends { name: string }>(list: T[], name: string): Promise<T> {
  const found = list.find((m) => m.name === name);
  if (!found) throw new Error(`no method ${name}`);
  return found;
}

/** A pending deposit through the real endpoint. */
export async function createDeposit(
  app: Target,
  token: string,
  methodId: string,
  amount: string,
  proof?: File,
): Promise<Deposit> {
  const res = await postForm<{ deposit: Deposit }>(app, '/api/deposits', token, {
    method_id: methodId,
    amount,
    ...(proof ? { proof } : {}),
  });
  if (res.status !== 201) throw new Error(`deposit failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.deposit;
}

export async function withdrawalMethods(app: Target, token: string): Promise<WithdrawalMethod[]> {
  const res = await call<WithdrawalMethod[]>(app, 'GET', '/api/withdrawals/methods', { token });
  if (res.status !== 200) throw new Error(`methods failed: ${res.status}`);
  return res.body;
}

/** A saved USDT (TRC20) payout account for the user. */
export async function usdtAccount(app: Target, token: string): Promise<WithdrawalAccount> {
  const method = await methodNamed(await withdrawalMethods(app, token), 'USDT (TRC20)');
  await ensureSteppedUp(app, token);
  const res = await call<WithdrawalAccount>(app, 'POST', '/api/withdrawal-accounts', {
    token,
    body: {
      method_id: method.id,
      name: 'My TRON wallet',
      details: { wallet_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
    },
  });
  if (res.status !== 201) throw new Error(`account failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
