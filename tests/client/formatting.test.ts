import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/components/status/as-of-notice.tsx';
import { formatCents, formatDecimal, formatMoney } from '../../src/contract/cents.ts';
import { formatLocalDateTime, formatUtcDateTime } from '../../src/contract/date-time.ts';
import { optionalDay, optionalKeys, optionalOneOf, optionalText, requiredParam } from '../../src/lib/search-params.ts';

describe('money and date formatting', () => {
  it('groups thousands by hand exactly as en-US does', () => {
    for (const cents of [0, 5, 99, 100, 123_456, 99_999_999, 100_000_000, 1_234_567_891_234, -250_000]) {
      const whole = Math.floor(Math.abs(cents) / 100).toLocaleString('en-US');
      const expected = `${cents < 0 ? '-' : ''}${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
      expect(formatCents(cents)).toBe(expected);
    }
    expect(formatMoney(1234.56)).toBe('1,234.56 USD');
  });

  it('formats amounts in a method currency the same way, crypto precision kept', () => {
    expect(formatDecimal('12500.5', 'USD')).toBe('12,500.50 USD');
    expect(formatDecimal('1500', 'USDT')).toBe('1,500.00 USDT');
    expect(formatDecimal('0.00012345', 'BTC')).toBe('0.00012345 BTC');
    expect(formatDecimal('1234567.100000', 'ETH')).toBe('1,234,567.10 ETH');
    expect(formatDecimal('-42.1')).toBe('-42.10');
    expect(formatDecimal('007.5')).toBe('7.50');
    // Not a decimal: shown as it came, never "NaN".
    expect(formatDecimal('n/a', 'USD')).toBe('n/a USD');
  });

  it('writes a date and time the way a person reads it, in local time', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 21, 5).getTime())).toBe('Nov 21, 2026, 9:05 PM');
    expect(formatDateTime(new Date(2026, 0, 2, 0, 30).toISOString())).toBe('Jan 2, 2026, 12:30 AM');
    expect(formatDateTime(new Date(2026, 5, 30, 12, 0).toISOString())).toBe('Jun 30, 2026, 12:00 PM');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('URL parsers for routes', () => {
  it('keeps good values and turns bad ones into an explicit undefined', () => {
    expect(optionalText('  abc ', { max: 5, trim: true })).toBe('abc');
    expect(optionalText('abcdef', { max: 5 })).toBeUndefined();
    expect(optionalText(42, { max: 5 })).toBeUndefined();
    expect(optionalText('Deposit', { max: 40, pattern: /^[a-z_]+$/ })).toBeUndefined();
    expect(optionalOneOf(['main', 'profit'], 'profit')).toBe('profit');
    expect(optionalOneOf(['main', 'profit'], 'bogus')).toBeUndefined();
    expect(optionalDay('2026-11-21')).toBe('2026-11-21');
    expect(optionalDay('21/11/2026')).toBeUndefined();
    // The router merges the raw search under the validated one: the key must stay to hide a bad raw value.
    expect(Object.keys(optionalKeys({ type: optionalOneOf(['a'], 'x') }))).toEqual(['type']);
  });

  it('refuses a missing or oversized path segment', () => {
    expect(requiredParam({ token: 'abc' }, 'token', 10)).toBe('abc');
    expect(() => requiredParam({ token: '' }, 'token', 10)).toThrow('Invalid token');
    expect(() => requiredParam({ token: 'x'.repeat(11) }, 'token', 10)).toThrow('Invalid token');
  });

  it('writes every moment one way: the same shape in UTC (server messages, statements) and local time', () => {
    expect(formatUtcDateTime('2026-11-24T20:05:00.000Z')).toBe('Nov 24, 2026, 8:05 PM UTC');
    expect(formatUtcDateTime(new Date('2026-03-02T10:00:00.000Z'))).toBe('Mar 2, 2026, 10:00 AM UTC');
    expect(formatUtcDateTime('2026-01-01T00:00:00.000Z')).toBe('Jan 1, 2026, 12:00 AM UTC');
    const local = new Date(2026, 10, 21, 21, 5);
    expect(formatLocalDateTime(local)).toBe('Nov 21, 2026, 9:05 PM');
    expect(formatDateTime(local.getTime())).toBe(formatLocalDateTime(local));
    expect(formatUtcDateTime('not a date')).toBe('');
  });
});

describe('payout-account field labels', () => {
  it('names the fields people know and makes an invented key readable, never raw', async () => {
    const { payoutFieldLabel } = await import('../../src/contract/payout-field-labels.ts');
    expect(['iban', 'swift', 'bank_name', 'account_holder', 'wallet_address'].map(payoutFieldLabel)).toEqual([
      'IBAN',
      'SWIFT/BIC',
      'Bank name',
      'Account holder',
      'Wallet address',
    ]);
    expect(payoutFieldLabel('tax_id')).toBe('Tax ID');
    expect(payoutFieldLabel('upi-handle')).toBe('UPI handle');
  });
});
