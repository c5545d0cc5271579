import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Mailer } from './mailer.ts';
import type { Logger } from './logger.ts';
import type { FileStorage } from './uploads.ts';
import type { MoneyEvents } from './money-events.ts';
import type { Role } from '../../src/contract/auth.ts';

/** What every module is built from; tests build the same with an in-memory database. */
export type Deps = {
  env: Env;
  db: Db;
  mailer: Mailer;
  log: Logger;
  /** Uploaded documents (KYC, deposit proofs, attachments). */
  storage: FileStorage;
  /** In-transaction hooks between modules (see money-events.ts). */
  events: MoneyEvents;
  /** Current time; tests may move it. */
  now: () => Date;
};

export type AuthUser = {
  id: string;
  role: Role;
  email: string;
  username: string;
};

export type AppEnv = {
  Variables: {
    user: AuthUser;
    /** The session (user_sessions row) of the request's token, set with `user` by requireUser. */
    sessionId: string;
    /** The verified token's user, set before its session is checked: the language of an error answered to it (caller-locale.ts). */
    tokenSubject?: string;
    requestId: string;
    /** The client's address, through trusted proxies (server/lib/client-address.ts). */
    clientAddress: string;
    /** Set only for a support token (server/modules/support-view): a read-only view of `user`'s app, never a session. */
    supportView?: { id: string; expiresAt: Date };
    /** The answer already holds every header the app adds (server/lib/response-headers.ts): the middleware leaves it as it is. */
    headersPreset?: true;
  };
};
