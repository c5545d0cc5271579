import { secp256k1 } from '@noble/curves/secp256k1.js';
import { HDKey } from '@scure/bip32';
// ox (viem's own key code) alone: importing viem here loaded all of it at every start.
import { fromPublicKey } from 'ox/Address';
import { from as publicKeyFrom } from 'ox/PublicKey';
import { createHash } from 'node:crypto';
import { fieldError } from '../../lib/errors.ts';

/**
 * Personal deposit addresses come from the operator's extended PUBLIC key: address i of a method
 * is xpub/0/i (BIP-32, non-hardened, the "external" chain 0 under the account key the xpub is, so
 * with an account xpub of m/44'/60'/0' the full path is m/44'/60'/0'/0/i, what MetaMask-style and
 * hardware wallets use for their own addresses). The private keys stay in the operator's wallet.
 */
export const ADDRESS_CHAIN = 0;

export const derivationPath = (index: number) => `xpub/${ADDRESS_CHAIN}/${index}`;

/** The parsed key, or a 400 naming `xpub`: a private key is refused outright, never stored nor echoed. */
export function parseXpub(xpub: string): HDKey {
  const refusePrivate = () =>
    fieldError(
      'xpub',
      'is a private key (xprv): give the extended public key (xpub); the server must never hold a private key',
    );
  if (/^[xyzt]prv/i.test(xpub)) throw refusePrivate();
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(xpub);
  } catch {
    throw fieldError('xpub', 'is not a valid extended public key (xpub)');
  }
  if (key.privateKey) throw refusePrivate();
  if (!key.publicKey) throw fieldError('xpub', 'is not a valid extended public key (xpub)');
  return key;
}

/** The depth of an account key, m/44'/60'/0': purpose, coin type, account. */
export const ACCOUNT_DEPTH = 3;

/**
 * The parsed key when it is an account-level key (depth 3, what a wallet exports as its account
 * xpub); a 400 naming `xpub` otherwise. A master key (depth 0) or any other level derives addresses
 * the operator's wallet does not show, so payments to them would look lost.
 */
export function parseAccountXpub(xpub: string): HDKey {
  const key = parseXpub(xpub);
  if (key.depth === 0) {
    throw fieldError(
      'xpub',
      "is a master key (depth 0): export the account key at m/44'/60'/0' (depth 3) from your wallet, so these addresses are the ones it shows",
    );
  }
  if (key.depth !== ACCOUNT_DEPTH) {
    throw fieldError(
      'xpub',
      `is a key at depth ${key.depth}: give the account key at m/44'/60'/0' (depth 3) your wallet exports, so these addresses are the ones it shows`,
    );
  }
  return key;
}

/** The identity addresses are allocated under: the SHA-256 of the stored xpub text (the same in SQL, migration 0033). */
export const keyIdOf = (xpub: string): string => createHash('sha256').update(xpub, 'utf8').digest('hex');

/** Whether two parsed keys are the same key (same public key and chain code), however each was written. */
export function sameKey(a: HDKey, b: HDKey): boolean {
  const eq = (x: Uint8Array | null, y: Uint8Array | null) =>
    Boolean(x && y && x.length === y.length && x.every((v, i) => v === y[i]));
  return eq(a.publicKey, b.publicKey) && eq(a.chainCode, b.chainCode);
}

/** The lower-case 0x address at xpub/0/index. */
export function deriveAddress(key: HDKey, index: number): string {
  const child = key.deriveChild(ADDRESS_CHAIN).deriveChild(index);
  if (!child.publicKey) throw new Error('derived key has no public key');
  const uncompressed = secp256k1.Point.fromBytes(child.publicKey).toBytes(false);
  return fromPublicKey(publicKeyFrom(uncompressed)).toLowerCase();
}
