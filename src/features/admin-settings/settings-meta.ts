import { translate, type MessageId } from '../../lib/i18n/i18n.ts';

export type SettingUnit = 'money' | 'percent' | 'count' | 'hours' | 'switch' | 'percent-list' | 'number';
/** A setting as shown, in the reader's language (read when the page renders). */
export type SettingMeta = { label: string; unit: SettingUnit; help: string; group: string };
type SettingIds = { label: MessageId; unit: SettingUnit; help: MessageId; group: MessageId };

/**
 * How the settings page shows each key of src/contract/settings.ts. A key missing here (added
 * by a later issue) still gets a field: its unit is guessed from its value and name.
 */
export const SETTING_META: Record<string, SettingIds> = {
  exchangeChargeFixed: {
    label: 'admin.settings.exchangeChargeFixed.label',
    unit: 'money',
    group: 'admin.settings.group.walletExchange',
    help: 'admin.settings.exchangeChargeFixed.help',
  },
  exchangeChargePercent: {
    label: 'admin.settings.exchangeChargePercent.label',
    unit: 'percent',
    group: 'admin.settings.group.walletExchange',
    help: 'admin.settings.exchangeChargePercent.help',
  },
  sendMoneyChargeFixed: {
    label: 'admin.settings.sendMoneyChargeFixed.label',
    unit: 'money',
    group: 'admin.settings.group.sendMoney',
    help: 'admin.settings.sendMoneyChargeFixed.help',
  },
  sendMoneyChargePercent: {
    label: 'admin.settings.sendMoneyChargePercent.label',
    unit: 'percent',
    group: 'admin.settings.group.sendMoney',
    help: 'admin.settings.sendMoneyChargePercent.help',
  },
  sendMoneyMin: {
    label: 'admin.settings.sendMoneyMin.label',
    unit: 'money',
    group: 'admin.settings.group.sendMoney',
    help: 'admin.settings.sendMoneyMin.help',
  },
  sendMoneyMax: {
    label: 'admin.settings.sendMoneyMax.label',
    unit: 'money',
    group: 'admin.settings.group.sendMoney',
    help: 'admin.settings.sendMoneyMax.help',
  },
  sendMoneyDailyLimit: {
    label: 'admin.settings.sendMoneyDailyLimit.label',
    unit: 'money',
    group: 'admin.settings.group.sendMoney',
    help: 'admin.settings.sendMoneyDailyLimit.help',
  },
  withdrawDailyCount: {
    label: 'admin.settings.withdrawDailyCount.label',
    unit: 'count',
    group: 'admin.settings.group.withdrawals',
    help: 'admin.settings.withdrawDailyCount.help',
  },
  withdrawRequireKyc: {
    label: 'admin.settings.withdrawRequireKyc.label',
    unit: 'switch',
    group: 'admin.settings.group.withdrawals',
    help: 'admin.settings.withdrawRequireKyc.help',
  },
  withdrawalCoolingOffHours: {
    label: 'admin.settings.withdrawalCoolingOffHours.label',
    unit: 'hours',
    group: 'admin.settings.group.withdrawalProtection',
    help: 'admin.settings.withdrawalCoolingOffHours.help',
  },
  fourEyesThreshold: {
    label: 'admin.settings.fourEyesThreshold.label',
    unit: 'money',
    group: 'admin.settings.group.withdrawalProtection',
    help: 'admin.settings.fourEyesThreshold.help',
  },
  referralDepositEnabled: {
    label: 'admin.settings.referralDepositEnabled.label',
    unit: 'switch',
    group: 'admin.settings.group.referrals',
    help: 'admin.settings.referralDepositEnabled.help',
  },
  referralDepositLevels: {
    label: 'admin.settings.referralDepositLevels.label',
    unit: 'percent-list',
    group: 'admin.settings.group.referrals',
    help: 'admin.settings.referralDepositLevels.help',
  },
  referralInvestmentEnabled: {
    label: 'admin.settings.referralInvestmentEnabled.label',
    unit: 'switch',
    group: 'admin.settings.group.referrals',
    help: 'admin.settings.referralInvestmentEnabled.help',
  },
  referralInvestmentLevels: {
    label: 'admin.settings.referralInvestmentLevels.label',
    unit: 'percent-list',
    group: 'admin.settings.group.referrals',
    help: 'admin.settings.referralInvestmentLevels.help',
  },
  referralProfitEnabled: {
    label: 'admin.settings.referralProfitEnabled.label',
    unit: 'switch',
    group: 'admin.settings.group.referrals',
    help: 'admin.settings.referralProfitEnabled.help',
  },
  referralProfitLevels: {
    label: 'admin.settings.referralProfitLevels.label',
    unit: 'percent-list',
    group: 'admin.settings.group.referrals',
    help: 'admin.settings.referralProfitLevels.help',
  },
};

const UNIT_IDS: Record<Exclude<SettingUnit, 'money' | 'percent'>, MessageId> = {
  count: 'admin.settings.unit.count',
  hours: 'admin.settings.unit.hours',
  switch: 'admin.settings.unit.switch',
  'percent-list': 'admin.settings.unit.percentList',
  number: 'admin.settings.unit.number',
};

/** The unit after a field's label: the currency code and % as they are, the rest in words. */
export function unitText(unit: SettingUnit): string {
  if (unit === 'money') return 'USD';
  if (unit === 'percent') return '%';
  return translate(UNIT_IDS[unit]);
}

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
  const known = SETTING_META[key];
  if (known)
    return {
      label: translate(known.label),
      unit: known.unit,
      group: translate(known.group),
      help: translate(known.help),
    };
  return { label: labelOf(key), unit: guessUnit(key, value), group: translate('admin.settings.group.other'), help: '' };
}
