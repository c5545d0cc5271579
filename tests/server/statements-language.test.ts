import { beforeEach, describe, expect, it } from 'vitest';
import { formatUtcDateTime } from '../../src/contract/date-time.ts';
import { localeFormat } from '../../src/contract/locale-format.ts';
import { maskEmail, partyLabel } from '../../src/contract/transfers.ts';
import { creditUser, fundedUser, type Funded } from '../factories/money.ts';
import { setClock } from '../factories/invest.ts';
import { pdfText } from '../factories/pdf-text.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { stepUp } from '../setup/step-up.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

/**
 * Statements and the yearly summary are written in the holder's language: words, amounts and
 * dates by the one formatter, times said to be UTC; CSV values stay machine-readable.
 */
let ctx: TestContext;
let admin: string;
let alice: Funded;
let bob: Funded;
const GENERATED = '2026-04-02T09:00:00.000Z';
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  setClock(ctx, '2026-03-10T12:00:00.000Z');
  alice = await fundedUser(ctx.app, admin, 300);
  bob = await fundedUser(ctx.app, admin, 40);
  setClock(ctx, '2026-03-20T08:30:00.000Z');
  await stepUp(ctx.app, alice.token, alice.password);
  const sent = await call(ctx.app, 'POST', '/api/send-money-now', {
    token: alice.token,
    body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 100 },
  });
  expect(sent.status).toBe(200);
  setClock(ctx, GENERATED);
});

const speaks = async (language: string, who: Funded = alice) =>
  expect((await call(ctx.app, 'PUT', '/api/auth/profile', { token: who.token, body: { language } })).status).toBe(200);
const file = (path: string, who: Funded = alice) =>
  ctx.app.request(path, { headers: { authorization: `Bearer ${who.token}` } });
const pdf = async (path: string, who: Funded = alice) =>
  pdfText(new Uint8Array(await (await file(path, who)).arrayBuffer()));

describe('statements in the holder’s language', () => {
  it('writes a Russian statement PDF: Russian words, amounts, dates and counts, a UTC footer', async () => {
    await speaks('ru');
    const ru = localeFormat('ru', 'UTC');
    const text = await pdf('/api/statements.pdf?wallet=main&month=2026-03');
    expect(text).toEqual(
      expect.arrayContaining([
        'Выписка по счёту',
        'Входящий остаток',
        'Исходящий остаток',
        'Баланс',
        'Основной кошелёк - USD',
        'Страница 1 из 1',
        ru.amount(300),
        ru.amount(198.5),
        ru.date('2026-03-01'),
      ]),
    );
    expect(ru.amount(198.5)).toBe('198,50');
    // Two movements in March (the funding and the send): the "few" form.
    expect(text).toContain(`Период: с ${ru.date('2026-03-01')} по ${ru.date('2026-03-31')} (UTC) · 2 операции`);
    const footer = text.find((t) => t.startsWith('Сформировано'));
    expect(footer).toBe(
      `Сформировано ${formatUtcDateTime(GENERATED, 'ru')} - суммы в USD, время в UTC; Приход - Расход - Комиссия = изменение баланса`,
    );
    expect(text.join('\n')).not.toMatch(ISO_TIME);
  });

  it('writes the movements’ descriptions in Russian in the PDF, and as the ledger wrote them in the CSV', async () => {
    await speaks('ru');
    await speaks('ru', bob);
    // A description may wrap over lines: read as one text.
    const sender = (await pdf('/api/statements.pdf?wallet=main&month=2026-03')).join(' ');
    expect(sender).toContain('Зачислено администратором на основной кошелёк: test funding');
    expect(sender).toContain(`Отправлено: ${bob.user.email}`);
    expect(sender).not.toMatch(/Sent to|Added to/);
    const recipient = (await pdf('/api/statements.pdf?wallet=main&month=2026-03', bob)).join(' ');
    expect(recipient).toContain(
      `Получено от ${partyLabel(alice.user.firstName, alice.user.lastName, maskEmail(alice.user.email))}`,
    );
    expect(recipient).not.toContain('Received from');
    const csv = await (await file('/api/statements.csv?wallet=main&month=2026-03')).text();
    expect(csv).toContain(`Sent to ${bob.user.email}`);
    expect(csv).toContain('Added to Main Wallet by admin: test funding');
  });

  it('counts five movements in the Russian "many" form', async () => {
    await speaks('ru');
    setClock(ctx, '2026-06-03T10:00:00.000Z');
    for (let i = 0; i < 5; i += 1) await creditUser(ctx.app, admin, alice.user.id, 1 + i, 'profit');
    const text = (await pdf('/api/statements.pdf?wallet=profit&month=2026-06')).join('\n');
    expect(text).toContain('· 5 операций');
    expect(text).toContain('Кошелёк прибыли - USD');
  });

  it('keeps the English statement as it was, with its footer time written out in UTC', async () => {
    const text = await pdf('/api/statements.pdf?wallet=main&month=2026-03');
    expect(text.join(' ')).toContain(`Sent to ${bob.user.email}`);
    expect(text).toEqual(
      expect.arrayContaining(['Account statement', 'Page 1 of 1', '300.00', '198.50', 'Mar 1, 2026']),
    );
    expect(text).toContain('Period: Mar 1, 2026 to Mar 31, 2026 (UTC) · 2 movements');
    expect(text.join('\n')).not.toMatch(ISO_TIME);
    expect(text.find((t) => t.startsWith('Generated'))).toContain(formatUtcDateTime(GENERATED, 'en'));
  });

  it('writes French CSV headers and labels, and leaves the values machine-readable', async () => {
    const english = await (await file('/api/statements.csv?wallet=main&month=2026-03')).text();
    await speaks('fr');
    const csv = await (await file('/api/statements.csv?wallet=main&month=2026-03')).text();
    const table = csv.split('\r\n\r\n')[1]?.trim().split('\r\n') ?? [];
    expect(table[0]).toBe('Date (UTC),Référence,Type,Libellé,Crédit,Débit,Frais,Solde');
    expect(csv).toContain('Solde d’ouverture,0.00');
    expect(csv).toContain('Solde de clôture,198.50');
    expect(csv).toContain('Période,du 2026-03-01 au 2026-03-31 (UTC)');
    // Every row of the table below its header is the same data as in English, labels aside.
    const englishRows = english.split('\r\n\r\n')[1]?.trim().split('\r\n').slice(1) ?? [];
    const plain = (r: string) =>
      r.replace('Solde d’ouverture', 'Opening balance').replace('Solde de clôture', 'Closing balance');
    expect(table.slice(1).map(plain)).toEqual(englishRows);
    expect(table[1]?.startsWith('2026-03-01T00:00:00.000Z,')).toBe(true);
  });

  it('writes the yearly summary in Russian, PDF and CSV', async () => {
    await speaks('ru');
    const text = await pdf('/api/statements/yearly.pdf');
    expect(text).toEqual(expect.arrayContaining(['Годовая сводка', '2026', '1,50', 'Страница 1 из 1']));
    expect(text).toContain('Календарные годы (UTC), суммы в USD · 1 год');
    const csv = await (await file('/api/statements/yearly.csv')).text();
    expect(csv).toContain('Год,Пополнения,Выводы,Прибыль,Реферальный доход,Бонусы,Комиссии');
    expect(csv).toContain('2026,0.00,0.00,0.00,0.00,0.00,1.50');
  });
});
