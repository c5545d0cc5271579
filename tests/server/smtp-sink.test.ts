import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSink } from '../setup/smtp-sink.ts';

/**
 * The SMTP sink the mail tests send to must outlive a sender that dies in the middle of a mail (the
 * storm test kills the app process while its mail job is sending): the reset is recorded, not an
 * uncaught exception that fails the whole run, and the half-sent mail is not counted as received.
 */
const sink = new SmtpSink();
beforeAll(async () => {
  await sink.listen();
});
afterAll(async () => {
  await sink.close();
});

/** Sends `lines` one after another, each after the server's answer to the previous one. */
async function converse(socket: Socket, lines: string[]): Promise<void> {
  const answers: string[] = [];
  await new Promise<void>((resolve) => socket.once('data', () => resolve()));
  for (const line of lines) {
    const answered = new Promise<void>((resolve) =>
      socket.once('data', (d: Buffer) => (answers.push(d.toString()), resolve())),
    );
    socket.write(`${line}\r\n`);
    await answered;
  }
  expect(answers.every((a) => /^[23]\d\d/.test(a))).toBe(true);
}

describe('SMTP sink', () => {
  it('records a client that resets the connection in the middle of a mail, and counts no mail', async () => {
    const socket = connect(sink.port, '127.0.0.1');
    await converse(socket, ['EHLO test', 'MAIL FROM:<app@example.com>', 'RCPT TO:<someone@example.com>', 'DATA']);
    socket.write('Subject: cut off\r\n\r\nhalf a bo');
    socket.resetAndDestroy();
    await expect.poll(() => sink.errors.length, { timeout: 5_000 }).toBe(1);
    expect(sink.errors[0]).toMatchObject({ code: 'ECONNRESET' });
    expect(sink.received).toEqual([]);
  });
});
