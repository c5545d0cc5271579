/** Data of the admin pages the pseudo-locale tests do not open (staff, KYC, reports, templates, transactions). */

export const team = [
  { id: 'a1', email: 'boss@example.com', firstName: 'Bo', lastName: 'Ss', role: 'owner' },
  { id: 'a2', email: 'fiona@example.com', firstName: 'Fiona', lastName: 'Nance', role: 'finance' },
].map((member) => ({
  ...member,
  username: 'x',
  active: true,
  twoFactorEnabled: true,
  createdAt: '2026-03-01T00:00:00.000Z',
}));
export const kyc = {
  id: 'k1',
  userId: 'u1',
  username: 'priya',
  email: 'priya@example.com',
  status: 'pending',
  idType: 'driver_license',
  firstName: 'Priya',
  lastName: 'Raman',
  createdAt: '2026-11-20T09:30:00.000Z',
};
const month = new Date().toISOString().slice(0, 7);
export const report = {
  platform: 'WalletInvest',
  month,
  period: { start: `${month}-01T00:00:00.000Z`, end: `${month}-01T00:00:00.000Z`, timeZone: 'UTC', label: month },
  deposits: { count: 3, amount: 1500, fees: 15 },
  withdrawals: {
    requested: { count: 1, amount: 200 },
    refunded: { count: 0, amount: 0 },
    paid: { count: 1, amount: 200, fees: 4 },
  },
  fees: 27.5,
  profitPaid: 88.25,
  referralPaid: 12,
  bonusesPaid: 0,
  earlyExits: { count: 1, returned: 95, penalties: 5 },
  liabilities: {
    opening: 10_000,
    closing: 11_354.75,
    movements: [{ type: 'deposit', amount: 1485 }],
    reconciled: true,
  },
  held: { investments: 2500, withdrawalsPayable: 0 },
  cachedBalances: { total: 11_354.75, ledger: 11_354.75, matches: true },
  generatedAt: '2026-04-02T10:00:00.000Z',
};
const wording = (locale: string, subject: string, body: string) => ({
  locale,
  subject,
  body,
  overridden: false,
  updatedAt: null,
});
export const template = {
  key: 'mail.deposit_approved',
  kind: 'mail',
  placeholders: ['amount', 'credited'],
  wordings: [
    wording('en', 'Your deposit of {amount} was approved', '{credited} was added to your Main Wallet.'),
    wording('es', 'Tu depósito de {amount} ha sido aprobado', 'Hemos añadido {credited} a tu Monedero principal.'),
    wording(
      'fr',
      'Votre dépôt de {amount} a été approuvé',
      '{credited} ont été ajoutés à votre Portefeuille principal.',
    ),
    wording('ru', 'Пополнение на {amount} одобрено', 'На основной кошелёк зачислено {credited}.'),
  ],
};

export const transaction = {
  id: 'A',
  reference: 'TRXA',
  type: 'send_money',
  description: 'Transfer',
  status: 'completed',
  amount: 50,
  charge: 1,
  userId: 'u1',
  username: 'alice',
  counterpartyUserId: 'u2',
  counterpartyUsername: 'bob',
  createdAt: '2026-03-01T10:00:00.000Z',
};
