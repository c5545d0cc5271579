/**
 * Items as an English list: "Sunday", "Saturday and Sunday", "Monday, Wednesday, and Friday".
 * The same text Intl.ListFormat('en') gives, written out like the date format (src/contract/
 * date-time.ts): the UI is English only and this runs on every plan card.
 */
export function listText(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1) ?? ''}`;
}
