/**
 * One CSV cell, for every CSV the server writes (statements, reports, payout batch exports).
 * RFC 4180 quoting, and a leading ' on text a spreadsheet would run as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
