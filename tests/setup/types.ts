export type { User } from '../../src/contract/auth.ts';
export type { Wallet } from '../../src/contract/wallet-shape.ts';
export type { ErrorBody } from '../../src/contract/errors.ts';
