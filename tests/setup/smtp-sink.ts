import { SMTPServer } from 'smtp-server';

export type Received = { to: string[]; data: string };

/**
 * A real SMTP server on loopback that keeps what it receives. `listen()` again after `close()`
 * brings it back on the same port (an outage and its end). `onMessage` sees each mail as it lands.
 */
export class SmtpSink {
  readonly received: Received[] = [];
  /**
   * Connection errors the server reported: a client that vanished in the middle of a mail (an app
   * process killed while sending, ECONNRESET). Kept here, not thrown: without a listener
   * smtp-server's 'error' event is an uncaught exception in the test process. The half-sent mail
   * is not in `received`.
   */
  readonly errors: Error[] = [];
  port = 0;
  onMessage: (count: number) => void = () => undefined;
  private server: SMTPServer | undefined;

  async listen(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, done) => {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          this.received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          done();
          this.onMessage(this.received.length);
        });
      },
    });
    server.on('error', (err: Error) => this.errors.push(err));
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
    const address = server.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    this.server = server;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Stops accepting connections (new mail is refused); resolves once the open ones have ended. */
  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** How many times each address received mail. */
  countsByAddress(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const r of this.received) for (const to of r.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    return counts;
  }
}
