import { i18n } from '@lingui/core';
import { screenFormat } from '../../contract/locale-format.ts';
import { type MessageId, translate } from './i18n.ts';

// The contract's schemas speak English problems ("is required", "must be at most 500 characters")
// because the server answers with them too. The forms translate them here, at the moment an error
// is built, instead of the contract carrying message ids the API would then send to its clients.

/** English problem text -> its message; every text `src/contract/` writes without a number in it. */
const EXACT = new Map<string, MessageId>([
  ['is required', 'problem.required'],
  ['is too long', 'problem.tooLong'],
  ['is too short', 'problem.tooShort'],
  ['is too large', 'problem.tooLarge'],
  ['is invalid', 'problem.invalid'],
  ['must be a whole number', 'problem.wholeNumber'],
  ['must be a number', 'problem.number'],
  ['must be a number or null', 'problem.numberOrNull'],
  ['must be a finite number', 'problem.finiteNumber'],
  ['must be 0 or more', 'problem.zeroOrMore'],
  ['must be 1 or more', 'problem.oneOrMore'],
  ['must not be negative', 'problem.notNegative'],
  ['must have at most 2 decimal places', 'problem.decimals2'],
  ['must have at most 2 decimals', 'problem.decimals2Short'],
  ['must be a number with at most 2 decimal places', 'problem.numberDecimals2'],
  ['must be a positive number with at most 8 decimals', 'problem.positiveDecimals8'],
  ['must be a whole number of minor units', 'problem.minorUnits'],
  ['must be greater than zero', 'problem.greaterThanZero'],
  ['must be at least the minimum', 'problem.atLeastMinimum'],
  ['must not be less than minAmount', 'problem.notLessThanMinAmount'],
  ['must be true or false', 'problem.trueOrFalse'],
  ['must match the new password', 'problem.passwordsMatch'],
  [
    'must be the 6-digit code from your authenticator app or a recovery code (xxxx-xxxx)',
    'problem.twoFactorOrRecovery',
  ],
  ['must be the 6-digit code from your authenticator app', 'problem.twoFactorCode'],
  ['must be a valid e-mail address', 'problem.email'],
  ['must be a phone number', 'problem.phone'],
  ['must be a text', 'problem.text'],
  ['must be a user id', 'problem.userId'],
  ['must be a plan id', 'problem.planId'],
  ['must be an object id', 'problem.objectId'],
  ['must be an event id', 'problem.eventId'],
  ['must be an event type', 'problem.eventType'],
  ['must be a chain id', 'problem.chainId'],
  ['must be an id or an object with an id', 'problem.idOrObject'],
  ['must be a list of ids', 'problem.idList'],
  ['must not be empty', 'problem.notEmpty'],
  ['must not contain spaces', 'problem.noSpaces'],
  ['must not repeat an id', 'problem.noRepeatId'],
  ['must not repeat an asset', 'problem.noRepeatAsset'],
  ['must not repeat a key', 'problem.noRepeatKey'],
  ['must not repeat a day', 'problem.noRepeatDay'],
  ['must not repeat a withdrawal', 'problem.noRepeatWithdrawal'],
  ['must name at least one request', 'problem.nameOneRequest'],
  ['must name at least one withdrawal', 'problem.nameOneWithdrawal'],
  ['must name at least one rate', 'problem.nameOneRate'],
  ['must name at least one category', 'problem.nameOneCategory'],
  ['must list at least one field', 'problem.listOneField'],
  ['must leave at least one day', 'problem.leaveOneDay'],
  ['must change something', 'problem.changeSomething'],
  ['must be whole hours', 'problem.wholeHours'],
  ['must be the nextCursor of the previous page', 'problem.nextCursor'],
  ['is not a valid cursor', 'problem.cursor'],
  ['must be a page offset', 'problem.pageOffset'],
  ['is not a transaction type', 'problem.transactionType'],
  ['must be an ISO time', 'problem.isoTime'],
  ['must be a date (YYYY-MM-DD)', 'problem.dateIso'],
  ['must be a date YYYY-MM-DD (2000-2099)', 'problem.dateRange'],
  ['must be a month YYYY-MM (2000-2099)', 'problem.monthRange'],
  ['must be on or after from', 'problem.onOrAfterFrom'],
  ['cannot be combined with from/to', 'problem.notWithFromTo'],
  ['is required (or give month)', 'problem.requiredOrMonth'],
  ['is required (or confirm with a passkey)', 'problem.requiredOrPasskey'],
  ['is required with token_address', 'problem.requiredWithToken'],
  ['is required for a range', 'problem.requiredForRange'],
  ['is required for a manual method', 'problem.requiredForManual'],
  ['is required for a crypto method', 'problem.requiredForCrypto'],
  ['must be a currency code', 'problem.currencyCode'],
  ['must be a 3-letter currency code', 'problem.currency3'],
  ['must be a three-letter ISO 4217 code, e.g. USD', 'problem.currencyIso'],
  ['must be a 0x address of 40 hex digits', 'problem.evmAddress'],
  ['must be 2-10 letters or digits', 'problem.ticker'],
  ['must be 4 to 20 letters and digits', 'problem.code4to20'],
  ['must be letters and digits', 'problem.lettersDigits'],
  ['must be 1 to 40 letters, digits, spaces, dots, dashes', 'problem.label1to40'],
  ['may contain letters, digits, dot, dash and underscore only', 'problem.usernameChars'],
  ['must be lower-case letters, digits or _ (e.g. wallet_address)', 'problem.fieldKey'],
  ['must be base64url', 'problem.base64url'],
  ['must be URL-safe base64', 'problem.urlSafeBase64'],
  ['must be an https:// URL', 'problem.httpsUrl'],
  ['must be an http(s) URL', 'problem.httpUrl'],
  ['must be an in-app path starting with /', 'problem.inAppPath'],
  ['must say why, in at least 5 characters', 'problem.sayWhy'],
  ['must set inApp, email or push', 'problem.setChannel'],
  ['must set amount, every or paused', 'problem.setRecurring'],
  ['must be at most 720 (30 days)', 'problem.maxHours720'],
  ['must be one of en, es, fr, ru', 'problem.localeChoice'],
  ['must be pending, approved or rejected', 'problem.approvalStatus'],
  ['must be payout or reinvest', 'problem.payoutOrReinvest'],
  ['must be owner, finance, compliance or support', 'problem.staffRole'],
  ['must be main or profit', 'problem.mainOrProfit'],
  ['must be main, profit or a wallet id', 'problem.walletRef'],
  ['must be newest, oldest, amount-desc or amount-asc', 'problem.queueSort'],
  ['must be range or fixed', 'problem.rangeOrFixed'],
  ['must be percent or fixed', 'problem.percentOrFixed'],
  ['must be passport, driver_license or national_id', 'problem.documentType'],
  ['must be one of crypto, manual, evm, card', 'problem.methodKind'],
  ['must be low, medium or high', 'problem.lowMediumHigh'],
  ['must be evm, tron or other', 'problem.chainFamily'],
  ['must be day, week or month', 'problem.period'],
  ['must be above or below', 'problem.aboveOrBelow'],
  ['choose exactly one of userId, email or all', 'problem.chooseRecipient'],
  ['give a role or active', 'problem.roleOrActive'],
]);

type Counted = { pattern: RegExp; id: MessageId };

/** Problems stating a count of something: the count picks the plural form. */
const COUNTED: readonly Counted[] = [
  { pattern: /^must be at least (\d+) characters?$/, id: 'problem.minChars' },
  { pattern: /^must be at most (\d+) characters?$/, id: 'problem.maxChars' },
  { pattern: /^must be at most (\d+) days? after from$/, id: 'problem.atMostDaysAfterFrom' },
  { pattern: /^must name at most (\d+) requests?$/, id: 'problem.nameAtMostRequests' },
  { pattern: /^must name at most (\d+) withdrawals?$/, id: 'problem.nameAtMostWithdrawals' },
  { pattern: /^must name at most (\d+) rates?$/, id: 'problem.nameAtMostRates' },
  { pattern: /^must list at most (\d+) assets?$/, id: 'problem.listAtMostAssets' },
  { pattern: /^must list at most (\d+) fields?$/, id: 'problem.listAtMostFields' },
  { pattern: /^must have at most (\d+) levels?$/, id: 'problem.atMostLevels' },
];

// The amount checks write whole sentences: "Amount must be greater than zero".
const AMOUNT_SENTENCE = /^Amount (\p{Ll}.*)$/u;
const BOUND = /^must be at (least|most) (\d+(?:\.\d+)?)$/;
const AT_MOST_AMOUNT = /^must be at most (.*\d.*)$/;
// An amount written in English when the schema was built ("100,000,000.00", "100.00 USD").
const ENGLISH_AMOUNT = /^(\d{1,3}(?:,\d{3})*\.\d{2})(?: ([A-Z]{3}))?$/;

const isEnglish = () => i18n.locale === 'en';

/** A limit in the screen's language: 0.01 -> "0,01"; whole numbers stay as written. */
function localNumber(text: string): string {
  return text.includes('.') ? screenFormat().amount(Number(text)) : text;
}

function localAmount(text: string): string {
  const english = ENGLISH_AMOUNT.exec(text);
  if (!english?.[1]) return text;
  const value = Number(english[1].replaceAll(',', ''));
  return english[2] ? screenFormat().money(value, english[2]) : screenFormat().amount(value);
}

/** An English problem ("must be at least 3 characters") in the active language; unknown texts stay as they are. */
export function fieldProblem(message: string): string {
  if (isEnglish()) return message;
  const exact = EXACT.get(message);
  if (exact) return translate(exact);
  const amountProblem = AMOUNT_SENTENCE.exec(message)?.[1];
  if (amountProblem) return translate('problem.amountSentence', { problem: fieldProblem(amountProblem) });
  for (const { pattern, id } of COUNTED) {
    const count = pattern.exec(message)?.[1];
    if (count) return translate(id, { n: Number(count) });
  }
  const bound = BOUND.exec(message);
  if (bound?.[1] && bound[2]) {
    return translate(bound[1] === 'least' ? 'problem.atLeast' : 'problem.atMost', { n: localNumber(bound[2]) });
  }
  const amount = AT_MOST_AMOUNT.exec(message)?.[1];
  if (amount) return translate('problem.atMostAmount', { amount: localAmount(amount) });
  return message;
}

/** "Email" and "is required" as one sentence: English puts the problem after the label, other languages after a colon. */
export function fieldErrorSentence(label: string, problem: string): string {
  if (isEnglish()) return `${label} ${problem}`;
  return translate('problem.withField', { field: label, problem: fieldProblem(problem) });
}
