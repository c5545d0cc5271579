export type SettingUnit = 'money' | 'percent' | 'count' | 'hours' | 'switch' | 'percent-list' | 'number';
export type SettingMeta = { label: string; unit: SettingUnit; help: string; group: string };

/**
 * How the settings page shows each key of src/contract/settings.ts. A key missing here (added
 * by a later issue) still gets a field: its unit is guessed from its value and name.
 */
export const SETTING_META: Record<string, SettingMeta> = {
  exchangeChargeFixed: {
    label: 'Exchange fixed charge',
    unit: 'money',
    group: 'Wallet exchange',
    help: 'Taken from every exchange between wallets.',
  },
  exchangeChargePercent: {
    label: 'Exchange percent charge',
    unit: 'percent',
    group: 'Wallet exchange',
    help: 'Percent of the amount, added to the fixed charge.',
  },
  sendMoneyChargeFixed: {
    label: 'Send money fixed charge',
    unit: 'money',
    group: 'Send money',
    help: 'Paid by the sender on top of the amount.',
  },
  sendMoneyChargePercent: {
    label: 'Send money percent charge',
    unit: 'percent',
    group: 'Send money',
    help: 'Percent of the amount, added to the fixed charge.',
  },
  sendMoneyMin: {
    label: 'Minimum transfer',
    unit: 'money',
    group: 'Send money',
    help: 'Smallest amount one transfer may send.',
  },
  sendMoneyMax: {
    label: 'Maximum transfer',
    unit: 'money',
    group: 'Send money',
    help: 'Largest amount one transfer may send.',
  },
  sendMoneyDailyLimit: {
    label: 'Daily send limit',
    unit: 'money',
    group: 'Send money',
    help: 'Total a user may send per UTC day.',
  },
  withdrawDailyCount: {
    label: 'Withdrawals per day',
    unit: 'count',
    group: 'Withdrawals',
    help: 'Requests a user may make per UTC day.',
  },
  withdrawRequireKyc: {
    label: 'Require approved KYC to withdraw',
    unit: 'switch',
    group: 'Withdrawals',
    help: 'Users without an approved KYC cannot request a withdrawal.',
  },
  withdrawalCoolingOffHours: {
    label: 'Cooling-off period',
    unit: 'hours',
    group: 'Withdrawal protection',
    help: 'A new or edited withdrawal account receives money only after this many hours, and withdrawals pause this long after a password, e-mail, two-factor or passkey change. 0 to 720; 0 turns both off.',
  },
  fourEyesThreshold: {
    label: 'Four-eyes threshold',
    unit: 'money',
    group: 'Withdrawal protection',
    help: 'Paying a withdrawal or changing a balance above this amount needs a second admin’s approval (Approvals). 0 turns four-eyes off.',
  },
  referralDepositEnabled: {
    label: 'Commission on deposits',
    unit: 'switch',
    group: 'Referrals',
    help: 'Pay referrers when their referrals deposit.',
  },
  referralDepositLevels: {
    label: 'Deposit commission levels',
    unit: 'percent-list',
    group: 'Referrals',
    help: 'Percent per level, level 1 first, e.g. 5, 2, 1.',
  },
  referralInvestmentEnabled: {
    label: 'Commission on investments',
    unit: 'switch',
    group: 'Referrals',
    help: 'Pay referrers when their referrals invest.',
  },
  referralInvestmentLevels: {
    label: 'Investment commission levels',
    unit: 'percent-list',
    group: 'Referrals',
    help: 'Percent per level, level 1 first.',
  },
  referralProfitEnabled: {
    label: 'Commission on profit',
    unit: 'switch',
    group: 'Referrals',
    help: 'Pay referrers a share of their referrals’ profit.',
  },
  referralProfitLevels: {
    label: 'Profit commission levels',
    unit: 'percent-list',
    group: 'Referrals',
    help: 'Percent per level, level 1 first.',
  },
};

export const UNIT_TEXT: Record<SettingUnit, string> = {
  money: 'USD',
  percent: '%',
  count: 'count',
  hours: 'hours',
  switch: 'on/off',
  'percent-list': '% per level',
  number: 'number',
};

function guessUnit(key: string, value: unknown): SettingUnit {
  if (typeof value === 'boolean') return 'switch';
  if (Array.isArray(value)) return 'percent-list';
  if (/percent/i.test(key)) return 'percent';
  if (/count|days|hours|levels?$/i.test(key)) return 'count';
  if (/charge|fixed|min|max|limit|amount|bonus/i.test(key)) return 'money';
  return 'number';
}

/** "sendMoneyMin" -> "Send money min". */
const labelOf = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function metaFor(key: string, value: unknown): SettingMeta {
  return SETTING_META[key] ?? { label: labelOf(key), unit: guessUnit(key, value), group: 'Other', help: '' };
}
