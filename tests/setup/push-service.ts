import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type PushRequest = { path: string; headers: IncomingHttpHeaders; body: Buffer };

export type PushServiceStandIn = {
  url: string;
  received: PushRequest[];
  /** The status answered to the next requests (201 like a real push service, 410 for "gone"). */
  answer: (status: number) => void;
  close: () => Promise<void>;
};

/** A push service on 127.0.0.1 that records each Web Push POST, as FCM or Mozilla's would receive it. */
export async function startPushService(): Promise<PushServiceStandIn> {
  const received: PushRequest[] = [];
  let status = 201;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (next) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a browser keeps for a subscription: its P-256 key pair and the 16-byte auth secret. */
export type BrowserKeys = {
  publicKey: Buffer;
  privateKey: Buffer;
  auth: Buffer;
  json: { p256dh: string; auth: string };
};

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const publicKey = ecdh.getPublicKey();
  return {
    publicKey,
    privateKey: ecdh.getPrivateKey(),
    auth,
    json: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** Decrypts an aes128gcm Web Push body (RFC 8291 / RFC 8188) as the browser would. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const shared = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, serverPublic, Buffer.from([1])]);
  const ikm = hmac(hmac(keys.auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const padded = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by optional zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}
