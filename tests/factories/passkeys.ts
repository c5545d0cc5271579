import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator: real ES256 keys from node:crypto and real WebAuthn bytes (authenticator
 * data, "none" attestation in CBOR, DER signatures over authData ‖ SHA-256(clientDataJSON)), so the
 * server's @simplewebauthn verification runs for real. One instance is one passkey.
 */
export type SoftPasskey = {
  id: string;
  userHandle: string | undefined;
  counter: number;
  privateKey: KeyObject;
  cosePublicKey: Uint8Array;
};

type Ceremony = { challenge: string; rpId?: string };
type Options = { origin: string; rpId: string; userVerified?: boolean };

const b64 = (b: Uint8Array | Buffer) => Buffer.from(b).toString('base64url');
const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** UP, plus UV unless told otherwise; AT when credential data follows. */
const flags = (uv: boolean, attested: boolean) => 0x01 | (uv ? 0x04 : 0) | (attested ? 0x40 : 0);

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** A new key pair and the attestation navigator.credentials.create() would answer for `options`. */
export function createPasskey(options: Ceremony & { user: { id: string } }, opts: Options) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
  const credentialId = randomBytes(16);
  const authData = Buffer.concat([
    sha256(opts.rpId),
    Buffer.from([flags(opts.userVerified ?? true, true)]),
    u32(0),
    Buffer.alloc(16),
    Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]),
    credentialId,
    Buffer.from(cose),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Map<string, never> | Uint8Array>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, never>()],
      ['authData', authData],
    ]),
  );
  const passkey: SoftPasskey = {
    id: b64(credentialId),
    userHandle: options.user.id,
    counter: 0,
    privateKey,
    cosePublicKey: cose,
  };
  const response = {
    id: passkey.id,
    rawId: passkey.id,
    type: 'public-key' as const,
    response: {
      clientDataJSON: b64(clientData('webauthn.create', options.challenge, opts.origin)),
      attestationObject: b64(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform' as const,
  };
  return { passkey, response };
}

/** The assertion navigator.credentials.get() would answer with `passkey`; the counter moves on by one unless `counter` is given. */
export function assert(passkey: SoftPasskey, options: Ceremony, opts: Options & { counter?: number }) {
  passkey.counter = opts.counter ?? passkey.counter + 1;
  const authData = Buffer.concat([
    sha256(opts.rpId),
    Buffer.from([flags(opts.userVerified ?? true, false)]),
    u32(passkey.counter),
  ]);
  const clientDataJSON = clientData('webauthn.get', options.challenge, opts.origin);
  const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
  return {
    id: passkey.id,
    rawId: passkey.id,
    type: 'public-key' as const,
    response: {
      clientDataJSON: b64(clientDataJSON),
      authenticatorData: b64(authData),
      signature: b64(signature),
      ...(passkey.userHandle ? { userHandle: passkey.userHandle } : {}),
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform' as const,
  };
}
