import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h, type CSSProperties } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../src/contract/locales.ts';
import { translate } from '../../i18n/translate.ts';
import { isMailTemplate, mailContent, type MailContent } from './mail.templates.ts';
import type { Wording } from './mail.wording.ts';

export type RenderedMail = { subject: string; html: string; text: string };
export type RenderOptions = {
  appUrl: string;
  platformName: string;
  /** The footer's unsubscribe page for this mail's category (none for security mail). */
  unsubscribeUrl?: string | undefined;
  /** The recipient's anti-phishing code, first thing in both parts, so a forged mail lacks it. */
  antiPhishingCode?: string | undefined;
};

export const antiPhishingLine = (code: string, locale: Locale = DEFAULT_LOCALE): string =>
  translate(locale, 'mail.layout.antiPhishing', { code });

/*
 * One layout for every mail, written with react-email (no JSX: the server runs as plain Node type
 * stripping). Light colours inline; the <style> block swaps them for dark ones where the mail app
 * honours prefers-color-scheme (Apple Mail, iOS, Outlook on the web), and `color-scheme` tells the
 * others the mail is fine to invert (react-email's Body repeats the background on its inner cell,
 * hence the second selector). One 560 px column that shrinks to the phone's width, 16 px
 * text and a 44 px button.
 */
const DARK_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .bg, .bg > table > tbody > tr > td { background-color: #0f172a !important; }
  .rule { border-color: #334155 !important; }
  .card { background-color: #1e293b !important; border-color: #334155 !important; }
  .ink { color: #e2e8f0 !important; }
  .muted { color: #94a3b8 !important; }
  .btn { background-color: #38bdf8 !important; color: #0f172a !important; }
}`;

const ink = '#0f172a';
const muted = '#475569';
const s = {
  body: {
    backgroundColor: '#f1f5f9',
    margin: 0,
    padding: '24px 12px',
    fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif',
  },
  card: {
    maxWidth: '560px',
    width: '100%',
    backgroundColor: '#ffffff',
    border: '1px solid #e2e8f0',
    borderRadius: '12px',
    padding: '24px',
  },
  brand: {
    fontSize: '14px',
    fontWeight: 700,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: '#0369a1',
    margin: '0 0 16px',
  },
  heading: { fontSize: '22px', lineHeight: '1.3', color: ink, margin: '0 0 12px' },
  text: { fontSize: '16px', lineHeight: '1.5', color: ink, margin: '0 0 12px' },
  fact: { fontSize: '15px', lineHeight: '1.5', color: ink, margin: '0 0 4px' },
  button: {
    backgroundColor: '#0369a1',
    color: '#ffffff',
    borderRadius: '8px',
    padding: '12px 20px',
    fontSize: '16px',
    fontWeight: 600,
    textDecoration: 'none',
    display: 'inline-block',
    lineHeight: '20px',
  },
  small: { fontSize: '13px', lineHeight: '1.5', color: muted, margin: '0 0 8px' },
} satisfies Record<string, CSSProperties>;

const link = (opts: RenderOptions, path: string) => (/^https?:\/\//.test(path) ? path : `${opts.appUrl}${path}`);

const greetingOf = (locale: Locale, firstName: string | undefined) =>
  firstName ? translate(locale, 'mail.layout.helloName', { firstName }) : translate(locale, 'mail.layout.hello');

function layout(c: MailContent, firstName: string | undefined, opts: RenderOptions, locale: Locale) {
  const greeting = greetingOf(locale, firstName);
  const say = (id: string, values?: Record<string, string>) => translate(locale, `mail.layout.${id}`, values);
  return h(
    Html,
    { lang: locale, dir: 'ltr' },
    h(
      Head,
      null,
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('style', null, DARK_CSS),
    ),
    h(Preview, null, c.paragraphs[0] ?? c.heading),
    h(
      Body,
      { className: 'bg', style: s.body },
      h(
        Container,
        { className: 'card', style: s.card },
        opts.antiPhishingCode
          ? h(
              Text,
              { className: 'ink', style: s.fact },
              h('strong', null, antiPhishingLine(opts.antiPhishingCode, locale)),
            )
          : null,
        h(Text, { className: 'muted', style: s.brand }, opts.platformName),
        h(Heading, { as: 'h1', className: 'ink', style: s.heading }, c.heading),
        h(Text, { className: 'ink', style: s.text }, greeting),
        ...c.paragraphs.map((p, i) => h(Text, { key: `p${i}`, className: 'ink', style: s.text }, p)),
        c.facts?.length
          ? h(
              Section,
              { style: { margin: '4px 0 16px' } },
              ...c.facts.map(([label, value]) =>
                h(Text, { key: label, className: 'ink', style: s.fact }, h('strong', null, `${label}: `), value),
              ),
            )
          : null,
        c.action
          ? h(
              Section,
              { style: { margin: '8px 0 16px' } },
              h(Button, { className: 'btn', href: link(opts, c.action.path), style: s.button }, c.action.label),
            )
          : null,
        c.action
          ? h(Text, { className: 'muted', style: s.small }, say('orOpen', { link: link(opts, c.action.path) }))
          : null,
        h(Hr, { className: 'rule', style: { borderColor: '#e2e8f0', margin: '16px 0' } }),
        c.security ? h(Text, { className: 'muted', style: s.small }, say('notYou')) : null,
        h(Text, { className: 'muted', style: s.small }, say('why', { platform: opts.platformName })),
        opts.unsubscribeUrl
          ? h(
              Text,
              { className: 'muted', style: s.small },
              say('unsubscribeAsk'),
              h('a', { href: opts.unsubscribeUrl, className: 'muted', style: { color: muted } }, say('unsubscribe')),
              say('unsubscribeOr'),
            )
          : null,
      ),
    ),
  );
}

/** The plain-text part, written from the same content (html-to-text would spell the button's link twice). */
function plainText(c: MailContent, firstName: string | undefined, opts: RenderOptions, locale: Locale): string {
  const say = (id: string, values?: Record<string, string>) => translate(locale, `mail.layout.${id}`, values);
  const lines = [
    ...(opts.antiPhishingCode ? [antiPhishingLine(opts.antiPhishingCode, locale), ''] : []),
    opts.platformName,
    '',
    greetingOf(locale, firstName),
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
  ];
  if (c.facts?.length) lines.push(...c.facts.map(([label, value]) => `${label}: ${value}`), '');
  if (c.action) lines.push(`${c.action.label}:`, link(opts, c.action.path), '');
  if (c.security) lines.push(say('notYou'), '');
  lines.push('--', say('why', { platform: opts.platformName }));
  if (opts.unsubscribeUrl) lines.push(say('unsubscribeText', { link: opts.unsubscribeUrl }));
  return lines.join('\n');
}

/** The language a stored mail is written in (set when it was queued); English for mail queued before. */
export const localeOfMail = (data: Record<string, unknown>): Locale =>
  isLocale(data.locale) ? data.locale : DEFAULT_LOCALE;

function wordingOf(data: Record<string, unknown>): Wording | undefined {
  const w = data.wording as Partial<Wording> | null | undefined;
  return w && typeof w.subject === 'string' && typeof w.body === 'string'
    ? { subject: w.subject, body: w.body }
    : undefined;
}

/**
 * Renders a stored mail in the language and wording it was queued with (`data.locale`,
 * `data.wording`); throws for a template this version does not know (the row then fails with that reason).
 */
export async function renderMail(
  template: string,
  data: Record<string, unknown>,
  opts: RenderOptions,
  storedSubject?: string,
): Promise<RenderedMail> {
  if (!isMailTemplate(template)) throw new Error(`unknown mail template: ${template}`);
  const locale = localeOfMail(data);
  const values = Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'wording' && key !== 'locale'));
  const content = mailContent(
    template,
    template === 'plain' ? { subject: storedSubject, ...values } : values,
    locale,
    wordingOf(data),
  );
  const firstName = typeof data.firstName === 'string' && data.firstName ? data.firstName : undefined;
  const html = await render(layout(content, firstName, opts, locale));
  return { subject: content.subject, html, text: plainText(content, firstName, opts, locale) };
}
