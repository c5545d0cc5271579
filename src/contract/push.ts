import { z } from 'zod';

/** `GET /api/push/public-key`: the VAPID application server key (URL-safe base64, 65 raw bytes). */
export const pushPublicKeySchema = z.object({ publicKey: z.string().min(1) });

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min, 'is too short')
    .max(max, 'is too long')
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be URL-safe base64');

/**
 * `POST /api/push/subscribe`: a browser's PushSubscription.toJSON(). The endpoint is where the
 * server POSTs, so it must be https (a local http stand-in is allowed outside production only).
 */
export const pushSubscribeSchema = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000, 'must be at most 2000 characters'),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeSchema>;

/** `DELETE /api/push/subscribe`: forget this browser's subscription. */
export const pushUnsubscribeSchema = z.strictObject({ endpoint: z.string().min(1).max(2000) });

export const pushMessageSchema = z.object({ message: z.string() });
