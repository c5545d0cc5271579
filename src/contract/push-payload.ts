import * as z from 'zod/mini';

/**
 * What the worker receives in a push and shows as a notification. zod/mini, because the service
 * worker parses it and mini keeps zod's full build out of the worker.
 */
export const pushPayloadSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
