import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, E2E_ADMIN, type AppServer } from '../setup/app-server.ts';
import { expectToast, launchBrowser, phoneContext } from '../setup/browser.ts';
import { call } from '../setup/http.ts';

let server: AppServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A tiny but real PDF (header, one empty page, xref, trailer): the server sniffs "%PDF-". */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function login(page: Page, email: string, password: string, path: string, button: string) {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: button, exact: true }).click();
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

describe('KYC and support tickets', () => {
  it('KYC with a PDF, admin approval on a tablet, the bell and the verified mark; a ticket back and forth', async () => {
    const res = await call(server.url, 'POST', '/api/auth/register', {
      body: {
        email: 'kyc@example.com',
        password: 'correct horse battery',
        username: 'kycuser',
        firstName: 'Kim',
        lastName: 'Tester',
        phone: '+1 555 0199',
        country: 'Canada',
      },
    });
    expect(res.status).toBe(201);

    const userContext = await phoneContext(browser, server.url);
    const user = await userContext.newPage();
    await login(user, 'kyc@example.com', 'correct horse battery', '/login', 'Log in');
    await user.waitForURL('**/user/dashboard');

    // KYC form.
    await user.goto('/user/kyc/form');
    await user.getByLabel('Verification Type').selectOption('passport');
    await user.getByLabel('Document Number').fill('P1234567');
    await user.getByLabel('Address').fill('1 Main Street');
    await user.getByLabel('City').fill('Toronto');
    await user.getByLabel('State').fill('Ontario');
    await user.getByLabel('Zip/Postal Code').fill('M5V 2T6');
    await user.getByLabel('Country').fill('Canada');
    await user
      .getByLabel('Upload Document')
      .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await user.getByRole('button', { name: 'Submit Now' }).click();
    await expectToast(user, 'KYC submitted successfully!');
    await user.waitForURL('**/user/kyc/pending');
    await user.getByRole('heading', { name: 'Your Kyc is Pending' }).waitFor();

    // The admin reviews on a tablet.
    const adminContext = await browser.newContext({ baseURL: server.url, viewport: { width: 768, height: 1024 } });
    const admin = await adminContext.newPage();
    await login(admin, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/login', 'Log in as administrator');
    await admin.waitForURL('**/admin/dashboard');
    await admin.goto('/admin/kyc-review');
    await admin.getByRole('button', { name: 'Review kyc@example.com' }).click();
    const panel = admin.getByRole('region', { name: 'KYC submission' });
    await panel.getByText('P1234567').waitFor();
    // The document came through the authenticated API into a blob URL.
    await expect.poll(() => panel.getByRole('link', { name: 'Open document' }).getAttribute('href')).toMatch(/^blob:/);
    await panel.getByRole('button', { name: 'Approve' }).click();
    // Approve asks first (who and what it means), then says it worked.
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm approve' }).click();
    await expectToast(admin, 'KYC approved.');
    await panel.getByRole('button', { name: 'Approve' }).waitFor({ state: 'detached' });

    // The user sees the notification in the bell and the verified mark.
    await user.goto('/user/dashboard');
    await expect.poll(() => bell(user).getAttribute('aria-label')).toBe('Notifications, 1 unread');
    // On a phone the mark is in the menu (the header has no room for it) and the KYC strip is gone.
    await user.getByRole('button', { name: 'Open menu' }).click();
    await user.getByRole('complementary').getByTitle('Verified account').getByText('Verified').waitFor();
    expect(await user.getByRole('link', { name: /^KYC pending/ }).count()).toBe(0);
    await user.getByRole('button', { name: 'Close menu' }).click();
    await bell(user).click();
    const dropdown = user.getByRole('region', { name: 'Notifications' });
    await dropdown.getByText('Your KYC verification has been approved.').waitFor();
    // The bell turns to 0 at once (optimistic); the test leaves the page only once the server has it.
    const marked = user.waitForResponse(
      (r) => /\/api\/notifications\/[^/]+\/read$/.test(r.url()) && r.request().method() === 'PUT',
    );
    await dropdown.getByRole('button', { name: 'Mark as read' }).click();
    expect((await marked).status()).toBe(200);
    await expect.poll(() => bell(user).getAttribute('aria-label')).toBe('Notifications');
    await user.keyboard.press('Escape');

    // A ticket goes back and forth once.
    await user.goto('/user/support-tickets');
    await user.getByRole('button', { name: 'New Ticket' }).click();
    await user.getByLabel('Subject').fill('Withdrawal question');
    await user.getByLabel('Priority').selectOption('high');
    await user.getByLabel('Message').fill('How long do withdrawals take?');
    await user.getByRole('button', { name: 'Create Ticket' }).click();
    await user.waitForURL(/\/user\/support-tickets\/[0-9a-f-]{36}$/);
    const ticketUrl = user.url();

    await admin.goto('/admin/tickets');
    await admin.getByRole('button', { name: 'Withdrawal question' }).click();
    const adminThread = admin.getByRole('region', { name: 'Ticket Withdrawal question' });
    await adminThread.getByText('How long do withdrawals take?').waitFor();
    await adminThread.getByLabel('Reply').fill('Usually within one business day.');
    await adminThread.getByRole('button', { name: 'Send Reply' }).click();
    await adminThread.getByText('Answered').waitFor();

    await user.goto(ticketUrl);
    const userThread = user.getByRole('region', { name: 'Ticket Withdrawal question' });
    await userThread.getByText('Usually within one business day.').waitFor();
    await expect.poll(() => bell(user).getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await userThread.getByLabel('Reply').fill('Thank you!');
    await userThread.getByRole('button', { name: 'Send Reply' }).click();
    await userThread.getByText('Customer reply').waitFor();

    await admin.reload();
    await admin.getByRole('region', { name: 'Ticket Withdrawal question' }).getByText('Thank you!').waitFor();
    await userContext.close();
    await adminContext.close();
  });
});
