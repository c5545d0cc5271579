import { translate } from '../../lib/i18n/i18n.ts';
import type { SettingUnit } from './settings-meta.ts';

/** A field's text (or checkbox state) from a stored value. */
export function toDraft(value: unknown): string | boolean {
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** The value to send from a field, or a problem for the field. Numbers stay numbers so the contract can check them. */
export function fromDraft(
  unit: SettingUnit,
  draft: string | boolean,
): { ok: true; value: unknown } | { ok: false; problem: string } {
  if (unit === 'switch') return { ok: true, value: draft === true };
  const text = String(draft).trim();
  if (unit === 'percent-list') {
    if (text === '') return { ok: true, value: [] };
    const parts = text.split(/[,\s]+/).filter(Boolean);
    const values = parts.map(Number);
    if (values.some((v) => !Number.isFinite(v)))
      return { ok: false, problem: translate('admin.settings.problem.numbers') };
    return { ok: true, value: values };
  }
  if (text === '') return { ok: false, problem: translate('admin.settings.problem.required') };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, problem: translate('admin.settings.problem.number') };
  return { ok: true, value };
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
