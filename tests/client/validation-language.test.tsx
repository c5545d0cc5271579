import { screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localeFormat } from '../../src/contract/locale-format.ts';
import { describeFieldError } from '../../src/lib/form-data.ts';
import { activateLocale } from '../../src/lib/i18n/i18n.ts';
import { fieldProblem } from '../../src/lib/i18n/field-problems.ts';
import { readCatalog } from './helpers/i18n.ts';
import { renderApp } from './helpers/render-app.tsx';

const OTHERS = ['es', 'fr', 'ru'] as const;
const en = await readCatalog('en');
// Problems without an argument are the catalog's English texts; the others are built with a number or a problem.
const exactIds = Object.keys(en).filter((id) => id.startsWith('problem.') && !en[id]?.includes('{'));
const BUILT_TEXTS = [
  'must be at least 3 characters',
  'must be at most 500 characters',
  'must be at most 5000 characters',
  'must be at least 1',
  'must be at least 0.01',
  'must be at most 100',
  'must be at most 100,000,000.00',
  'must be at most 100.00 USD',
  'must be at most 366 days after from',
  'must name at most 200 withdrawals',
  'must name at most 100 requests',
  'must name at most 50 rates',
  'must list at most 50 assets',
  'must list at most 10 fields',
  'must have at most 10 levels',
  'Amount must be greater than zero',
  'Amount must have at most 2 decimal places',
];

/** Every plain problem text the contract writes ("must be ...", "is required"), read from its source. */
function contractProblems(): string[] {
  const dir = join('src', 'contract');
  const texts = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(join(dir, file), 'utf8');
    for (const match of source.matchAll(/'((?:must|is|may|cannot|choose|give|Amount must) [^'\n]*)'/g))
      if (match[1]) texts.add(match[1]);
  }
  return [...texts];
}

afterEach(() => activateLocale('en'));

describe('field problems in the active language', () => {
  it('leaves every English problem exactly as the contract writes it', async () => {
    await activateLocale('en');
    for (const text of [...exactIds.map((id) => en[id] as string), ...BUILT_TEXTS, ...contractProblems()]) {
      expect(fieldProblem(text)).toBe(text);
    }
    expect(describeFieldError('Email', 'is required')).toBe('Email is required');
  });

  it.each(OTHERS)('%s: no problem stays in English', async (locale) => {
    await activateLocale(locale);
    const catalog = await readCatalog(locale);
    for (const id of exactIds) expect(fieldProblem(en[id] as string)).toBe(catalog[id]);
    const english = [...BUILT_TEXTS, ...contractProblems()].filter((text) => fieldProblem(text) === text);
    expect(english).toEqual([]);
  });

  it('counts characters with the Russian plural forms', async () => {
    await activateLocale('ru');
    expect(fieldProblem('must be at most 1 character')).toBe('максимум 1 символ');
    expect(fieldProblem('must be at least 3 characters')).toBe('минимум 3 символа');
    expect(fieldProblem('must be at most 5 characters')).toBe('максимум 5 символов');
    expect(fieldProblem('must be at most 100,000,000.00')).toBe(`не больше ${localeFormat('ru').amount(100_000_000)}`);
  });

  it('puts the field and its problem in a sentence of the language', async () => {
    await activateLocale('fr');
    expect(describeFieldError('E-mail', 'is required')).toBe('E-mail : est obligatoire');
    await activateLocale('ru');
    expect(describeFieldError('Пароль', 'must be at least 8 characters')).toBe('Пароль: минимум 8 символов');
    expect(describeFieldError('Сумма', fieldProblem('Amount must be greater than zero'))).toBe(
      'Сумма: нужно значение больше нуля',
    );
    expect(describeFieldError('Пароль', 'Full sentences stay as they are')).toBe('Full sentences stay as they are');
  });
});

describe('register form errors', () => {
  it('shows the missing fields in Russian', async () => {
    await activateLocale('ru');
    const { events } = await renderApp('/register');
    await events.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
    expect(await screen.findByText('Имя: обязательное поле')).toBeTruthy();
    expect(screen.getByText('Фамилия: обязательное поле')).toBeTruthy();
    expect(screen.queryByText(/is required|must be/)).toBeNull();
  });

  it('still says "… is required" in English', async () => {
    const { events } = await renderApp('/register');
    await events.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
  });
});
