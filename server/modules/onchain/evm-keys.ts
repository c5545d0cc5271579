import { secp256k1 } from '@noble/curves/secp256k1.js';
import { HDKey } from '@scure/bip32';
// ox (viem's own key code) alone: importing viem here loaded all of it at every start.
import { fromPublicKey } from 'ox/Address';
import { from as publicKeyFrom } from 'ox/PublicKey';
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
  const refusePrivate = () => fieldError('xpub', 'is a private key (xprv): give the extended public key (xpub); the server must never hold a private key');
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

/** The lower-case 0x address at xpub/0/index. */
export function deriveAddress(key: HDKey, index: number): string {
  const child = key.deriveChild(ADDRESS_CHAIN).deriveChild(index);
  if (!child.publicKey) throw new Error('derived key has no public key');
  const uncompressed = secp256k1.Point.fromBytes(child.publicKey).toBytes(false);
  return fromPublicKey(publicKeyFrom(uncompressed)).toLowerCase();
}
