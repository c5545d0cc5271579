import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../server/env.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { createMailer } from '../../server/lib/mailer.ts';

describe('configuration', () => {
  it('refuses to start in production without JWT_SECRET, saying why', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: mkdtempSync(join(tmpdir(), 'env-')) })).toThrow(EnvError);
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' })).toThrow(/JWT_SECRET is required/);
  });

  it('outside production generates a secret once and keeps it under DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'env-'));
    const first = loadEnv({ DATA_DIR: dir });
    const second = loadEnv({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(true);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
  });

  it('names the bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', JWT_SECRET: 'x'.repeat(40) })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x', JWT_SECRET: 'x'.repeat(40) })).toThrow(/DATABASE_URL/);
  });

  it('defaults the port to 3000 and APP_URL to localhost on that port', () => {
    const env = loadEnv({ JWT_SECRET: 'x'.repeat(40) });
    expect(env.port).toBe(3000);
    expect(env.appUrl).toBe('http://localhost:3000');
  });
});

describe('mail over SMTP', () => {
  it('delivers through the server named by SMTP_URL', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Platform <no-reply@example.com>',
      log: createLogger(true),
    });
    await mailer.send({
      to: 'someone@example.com',
      subject: 'Hello there',
      text: 'Body with a link http://x/reset-password/abc',
    });
    await new Promise<void>((r) => server.close(() => r()));
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Hello there');
    expect(received[0]).toContain('someone@example.com');
  });
});
