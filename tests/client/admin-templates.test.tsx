import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageTemplate, TemplateWordingRequest } from '../../src/contract/message-templates.ts';
import { activateLocale } from '../../src/lib/i18n/i18n.ts';
import { makeUser } from './helpers/fixtures.ts';
import { activatePseudoLocale, resetLocale, untranslatedText } from './helpers/i18n.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });

const wording = (locale: 'en' | 'es' | 'fr' | 'ru', subject: string, body: string, overridden = false) => ({
  locale,
  subject,
  body,
  overridden,
  updatedAt: overridden ? '2026-11-28T10:00:00.000Z' : null,
});

const depositApproved = (
  ru = wording('ru', 'Пополнение на {amount} одобрено', 'На основной кошелёк зачислено {credited}.'),
): MessageTemplate => ({
  key: 'mail.deposit_approved',
  kind: 'mail',
  placeholders: ['amount', 'credited', 'firstName', 'reference'],
  wordings: [
    wording('en', 'Your deposit of {amount} was approved', '{credited} was added to your Main Wallet.'),
    wording('es', 'Tu depósito de {amount} ha sido aprobado', 'Hemos añadido {credited} a tu Monedero principal.'),
    wording(
      'fr',
      'Votre dépôt de {amount} a été approuvé',
      '{credited} ont été ajoutés à votre Portefeuille principal.',
    ),
    ru,
  ],
});

/** The server's preview, faked: the subject with the sample amount, or a refusal naming the field. */
function previewOf(key: string, body: TemplateWordingRequest) {
  if ((body.body ?? '').includes('{nope}'))
    return HttpResponse.json(
      {
        message: 'body uses the unknown placeholder {nope}',
        code: 'VALIDATION_FAILED',
        errors: { body: 'uses the unknown placeholder {nope}' },
      },
      { status: 400 },
    );
  const fill = (text: string) => text.replace('{amount}', '1 250,00 USD').replace('{credited}', '1 225,00 USD');
  return HttpResponse.json({
    data: { subject: fill(body.subject ?? ''), text: `${key}\n\n${fill(body.body)}`, html: '<p></p>' },
  });
}

function templateServer() {
  const saved: Array<{ path: string; body: TemplateWordingRequest }> = [];
  const reset: string[] = [];
  let current = depositApproved();
  server.use(
    http.get('*/api/admin/templates', () => HttpResponse.json({ data: [current] })),
    http.post('*/api/admin/templates/:key/:locale/preview', async ({ request, params }) =>
      previewOf(String(params.key), (await request.json()) as TemplateWordingRequest),
    ),
    http.put('*/api/admin/templates/:key/:locale', async ({ request }) => {
      const body = (await request.json()) as TemplateWordingRequest;
      saved.push({ path: new URL(request.url).pathname, body });
      current = depositApproved(wording('ru', body.subject ?? '', body.body, true));
      return HttpResponse.json({ data: current, message: 'Template saved' });
    }),
    http.delete('*/api/admin/templates/:key/:locale', ({ request }) => {
      reset.push(new URL(request.url).pathname);
      current = depositApproved();
      return HttpResponse.json({ data: current, message: 'Built-in wording restored' });
    }),
  );
  return { saved, reset };
}

afterEach(async () => {
  await resetLocale();
});

describe('admin templates page', () => {
  it('edits a template in one language beside a live preview, saves it and resets it to the built-in wording', async () => {
    const calls = templateServer();
    const { events } = await renderApp('/admin/templates', { user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mail and notice templates' })).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: 'Admin sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Templates' }).getAttribute('href')).toBe('/admin/templates');

    const subject = await screen.findByLabelText(/^Subject/);
    await waitFor(() => expect((subject as HTMLInputElement).value).toBe('Your deposit of {amount} was approved'));
    await events.selectOptions(screen.getByLabelText('Language'), 'ru');
    await waitFor(() => expect((subject as HTMLInputElement).value).toBe('Пополнение на {amount} одобрено'));
    expect(screen.getByText('E-mail · Built-in wording')).toBeTruthy();
    const preview = await screen.findByTestId('template-preview', {}, { timeout: 3000 });
    await waitFor(() => expect(preview.textContent).toContain('Пополнение на 1 250,00 USD одобрено'));

    const text = screen.getByLabelText('Text');
    await events.clear(text);
    await events.type(text, 'Зачислено {{nope}');
    expect(await screen.findByText('uses the unknown placeholder {nope}', {}, { timeout: 3000 })).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');

    await events.clear(text);
    await events.type(text, 'Мы зачислили {{credited}.');
    await waitFor(
      () => expect(screen.getByTestId('template-preview').textContent).toContain('Мы зачислили 1 225,00 USD.'),
      {
        timeout: 3000,
      },
    );
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.saved).toEqual([
        {
          path: '/api/admin/templates/mail.deposit_approved/ru',
          body: { subject: 'Пополнение на {amount} одобрено', body: 'Мы зачислили {credited}.' },
        },
      ]),
    );
    expect(await screen.findByText('E-mail · Your wording')).toBeTruthy();

    await events.click(screen.getByRole('button', { name: 'Reset to built-in' }));
    await waitFor(() => expect(calls.reset).toEqual(['/api/admin/templates/mail.deposit_approved/ru']));
    await waitFor(() =>
      expect((screen.getByLabelText('Text') as HTMLTextAreaElement).value).toBe(
        'На основной кошелёк зачислено {credited}.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Reset to built-in' })).toBeNull();
  });

  it('has no untranslated text under the pseudo-locale, and reads in Russian', async () => {
    templateServer();
    await activatePseudoLocale();
    const { view } = await renderApp('/admin/templates', { user: admin });
    await screen.findByTestId('template-preview', {}, { timeout: 3000 });
    // Data, not text: the wording being edited, the template key, the language names and the placeholders.
    const data = [
      '{credited} was added to your Main Wallet.',
      'mail.deposit_approved',
      'English',
      'Español',
      'Français',
      'Русский',
      '{amount}',
      '{credited}',
      '{firstName}',
      '{reference}',
    ];
    const parts = [
      view.container.querySelector('h1')?.parentElement,
      screen.getByRole('form'),
      view.container.querySelector('#template-preview-title'),
      view.container.querySelector('#template-preview-title + p'),
    ].filter((el): el is HTMLElement => el instanceof HTMLElement);
    expect(parts).toHaveLength(4);
    for (const part of parts) expect(untranslatedText(part, data)).toEqual([]);
    await resetLocale();

    await activateLocale('ru');
    await renderApp('/admin/templates', { user: { ...admin, language: 'ru' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Шаблоны писем и уведомлений' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Предпросмотр' })).toBeTruthy();
  });
});
