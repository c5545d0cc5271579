import * as z from 'zod/mini';

// zod/mini: the service worker reads the public key with this file's schema when it repairs a
// subscription, and the classic build would add about 65 KB to the worker every offline start evaluates.

/** `GET /api/push/public-key`: the VAPID application server key (URL-safe base64, 65 raw bytes). */
export const pushPublicKeySchema = z.object({ publicKey: z.string().check(z.minLength(1)) });

const base64url = (min: number, max: number) =>
  z
    .string()
    .check(
      z.minLength(min, 'is too short'),
      z.maxLength(max, 'is too long'),
      z.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be URL-safe base64'),
    );

/**
 * `POST /api/push/subscribe`: a browser's PushSubscription.toJSON(). The endpoint is where the
 * server POSTs, so it must be https (a local http stand-in is allowed outside production only).
 */
export const pushSubscribeSchema = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/ }).check(z.maxLength(2000, 'must be at most 2000 characters')),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.strictObject({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeSchema>;

/** `DELETE /api/push/subscribe`: forget this browser's subscription. */
export const pushUnsubscribeSchema = z.strictObject({ endpoint: z.string().check(z.minLength(1), z.maxLength(2000)) });

export const pushMessageSchema = z.object({ message: z.string() });
