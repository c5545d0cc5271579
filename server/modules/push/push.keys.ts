import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { defaultVapidSubject, type Env } from '../../env.ts';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const FILE = 'vapid-keys.json';

function decodedLength(key: string): number {
  return Buffer.from(key, 'base64url').length;
}

function checked(publicKey: string, privateKey: string): { publicKey: string; privateKey: string } {
  // An uncompressed P-256 point is 65 bytes; the private scalar is 32.
  if (decodedLength(publicKey) !== 65 || decodedLength(privateKey) !== 32) {
    throw new Error('VAPID keys must be a URL-safe base64 P-256 key pair (65-byte public key, 32-byte private key)');
  }
  return { publicKey, privateKey };
}

/**
 * A new P-256 key pair as web-push's generateVAPIDKeys() makes it (URL-safe base64, the private
 * scalar padded to 32 bytes), with node:crypto: web-push and its ASN.1 and big-number stack load
 * with the first push sent, not at every start (docs/performance-history.md).
 */
function generateKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const scalar = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]);
  return checked(ecdh.getPublicKey().toString('base64url'), privateKey.toString('base64url'));
}

/** `mailto:` the sender's address unless an https APP_URL can name the operator. */
const defaultSubject = (env: Env): string => defaultVapidSubject(env.appUrl, env.mailFrom);

function fromDataDir(dataDir: string): { publicKey: string; privateKey: string } {
  // The test harness's DATA_DIR=memory:// keeps nothing on disk: a key pair per process.
  if (basename(dataDir) === 'memory:') return generateKeys();
  const file = join(dataDir, FILE);
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return checked(saved.publicKey, saved.privateKey);
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = generateKeys();
  // Generated once and kept: a new key pair would silently orphan every browser's subscription.
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** The VAPID key pair from the environment, or generated once under DATA_DIR. */
export function loadVapidKeys(env: Env): VapidKeys {
  const given = env.vapidPublicKey !== undefined || env.vapidPrivateKey !== undefined;
  if (given && (env.vapidPublicKey === undefined || env.vapidPrivateKey === undefined)) {
    throw new Error(
      'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (then they are generated into DATA_DIR)',
    );
  }
  const pair =
    env.vapidPublicKey && env.vapidPrivateKey
      ? checked(env.vapidPublicKey, env.vapidPrivateKey)
      : fromDataDir(env.dataDir);
  return { ...pair, subject: env.vapidSubject ?? defaultSubject(env) };
}
