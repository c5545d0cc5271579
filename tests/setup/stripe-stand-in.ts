import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A Checkout session as the stand-in keeps it (the fields the server reads, as Stripe names them). */
export type StandInSession = {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  created: number;
};

export type CreateCall = {
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/**
 * A local stand-in of the two Checkout endpoints the server calls through the official SDK:
 * POST /v1/checkout/sessions (form-encoded, honouring Idempotency-Key as Stripe does: the same key
 * answers the same session) and GET /v1/checkout/sessions/{id}. Tests then move a session the way
 * Stripe would (paid, expired) and build the matching signed events with the SDK's own helper.
 */
export class StripeStandIn {
  readonly sessions = new Map<string, StandInSession>();
  readonly creates: CreateCall[] = [];
  readonly retrieves: string[] = [];
  /** While true, session creation answers a 500 (Stripe down). */
  failCreates = false;
  /**
   * For browser tests: sessions get a hosted page on the stand-in itself (GET /pay/{id}) that, like
   * a customer paying on Checkout, completes the session, delivers the signed
   * checkout.session.completed to this URL, then redirects to the session's success_url.
   */
  webhookUrl: string | undefined;
  private readonly byKey = new Map<string, string>();
  private server: Server | undefined;
  private eventSeq = 0;
  url = '';

  constructor(
    readonly secretKey = 'sk_test_standin',
    readonly webhookSecret = 'whsec_standin',
  ) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const pay = /^\/pay\/(\w+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && pay?.[1]) {
        void this.payOnHostedPage(pay[1]).then(
          (to) => res.writeHead(302, { location: to }).end(),
          (err: unknown) => res.writeHead(500).end(String(err)),
        );
        return;
      }
      void this.handle(req).then(
        ([status, body]) => {
          res.writeHead(status, {
            'content-type': 'application/json',
            'request-id': `req_${randomBytes(6).toString('hex')}`,
          });
          res.end(JSON.stringify(body));
        },
        (err: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
        },
      );
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  reset(): void {
    this.sessions.clear();
    this.creates.length = 0;
    this.retrieves.length = 0;
    this.byKey.clear();
    this.failCreates = false;
  }

  private async handle(req: IncomingMessage): Promise<[number, unknown]> {
    if (req.headers.authorization !== `Bearer ${this.secretKey}`)
      return [401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }];
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      this.creates.push({ form, idempotencyKey, authorization: req.headers.authorization });
      if (this.failCreates) return [500, { error: { type: 'api_error', message: 'stand-in is down' } }];
      const known = idempotencyKey ? this.byKey.get(idempotencyKey) : undefined;
      if (known) return [200, this.sessions.get(known)];
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of Object.entries(form)) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m?.[1]) metadata[m[1]] = v;
      }
      const session: StandInSession = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        url: this.webhookUrl ? `${this.url}/pay/${id}` : `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form['client_reference_id'] ?? null,
        metadata,
        amount_total:
          Number(form['line_items[0][price_data][unit_amount]']) * Number(form['line_items[0][quantity]'] ?? '1'),
        currency: form['line_items[0][price_data][currency]'] ?? 'usd',
        payment_intent: null,
        success_url: form['success_url'] ?? '',
        cancel_url: form['cancel_url'] ?? '',
        created: Math.floor(Date.now() / 1000),
      };
      this.sessions.set(id, session);
      if (idempotencyKey) this.byKey.set(idempotencyKey, id);
      return [200, session];
    }
    const one = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    if (req.method === 'GET' && one?.[1]) {
      this.retrieves.push(one[1]);
      const session = this.sessions.get(one[1]);
      return session
        ? [200, session]
        : [404, { error: { type: 'invalid_request_error', message: `No such checkout.session: '${one[1]}'` } }];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } },
    ];
  }

  private async payOnHostedPage(id: string): Promise<string> {
    const session = this.complete(id);
    const event = this.event('checkout.session.completed', session);
    const res = await fetch(this.webhookUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    });
    if (!res.ok) throw new Error(`webhook answered ${res.status}: ${await res.text()}`);
    return session.success_url;
  }

  /** The one session created for a deposit (found by its client_reference_id). */
  sessionOf(depositId: string): StandInSession {
    const s = [...this.sessions.values()].find((x) => x.client_reference_id === depositId);
    if (!s) throw new Error(`no session for deposit ${depositId}`);
    return s;
  }

  /** The customer paid (or, `paid: false`, finished with a delayed method still processing). */
  complete(id: string, paid = true): StandInSession {
    const s = this.must(id);
    s.status = 'complete';
    s.payment_status = paid ? 'paid' : 'unpaid';
    s.payment_intent ??= `pi_${randomBytes(10).toString('hex')}`;
    s.url = null;
    return { ...s };
  }

  expire(id: string): StandInSession {
    const s = this.must(id);
    s.status = 'expired';
    s.url = null;
    return { ...s };
  }

  private must(id: string): StandInSession {
    const s = this.sessions.get(id);
    if (!s) throw new Error(`no session ${id}`);
    return s;
  }

  /** A Stripe event around `object`, as JSON text with its Stripe-Signature header (the SDK's own test helper). */
  event(
    type: string,
    object: unknown,
    opts: { id?: string; secret?: string; timestamp?: number } = {},
  ): { id: string; payload: string; signature: string } {
    const id = opts.id ?? `evt_test_${++this.eventSeq}_${randomBytes(6).toString('hex')}`;
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? this.webhookSecret,
      ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
    });
    return { id, payload, signature };
  }
}
