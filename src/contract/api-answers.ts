import { z } from 'zod';
import { userSchema } from './auth.ts';
import { schemaOneSchema } from './investments.ts';
import { marketSchema } from './market.ts';

/**
 * Success bodies that had no schema of their own in the contract: the OpenAPI document
 * (server/modules/openapi) describes every answer from a zod schema here or beside its feature,
 * so one schema serves the client's validation, the document and the test suite's response check.
 */

/** `GET /api/auth/me` and `PUT /api/auth/profile`. */
export const userResponseSchema = z.object({ user: userSchema });

/** `POST /api/auth/change-password`: older tokens are revoked, so the answer carries a fresh session. */
export const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string(), user: userSchema });

/** Deleting a deposit or withdrawal method: one that is in use is deactivated instead, and the answer says which. */
export const methodDeleteResultSchema = z.object({ message: z.string(), deactivated: z.boolean() });

/** Creating or replacing an investment schema (admin): the schema with a message to show. */
export const schemaSavedSchema = schemaOneSchema.extend({ message: z.string() });

/** `PUT /api/admin/rates`: the market as it now stands, with a message to show. */
export const ratesSavedSchema = marketSchema.extend({ message: z.string() });

/** `GET /api/health`: 200 with the server's time while the database answers, 503 without `time` when it does not. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
  time: z.string().optional(),
  /** Present while the database answers: money-moving requests are refused until maintenance ends. */
  maintenance: z.object({ on: z.boolean(), message: z.string(), until: z.string().nullable() }).optional(),
});

/** `GET /api/health/live`: the process answers. */
export const livenessSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number().int() });

const checkResultSchema = z.union([z.enum(['ok', 'skipped']), z.string().startsWith('failed: ')]);

/** `GET /api/health/ready`: 200 when this replica can serve; 503 (the error shape, each check under `errors`) when it should get no traffic. */
export const readinessSchema = z.object({
  status: z.literal('ready'),
  checks: z.object({
    database: checkResultSchema,
    migrations: checkResultSchema,
    disk: checkResultSchema,
    storage: checkResultSchema,
    draining: z.literal(false),
  }),
});

/** `GET /api/openapi.json`: an OpenAPI 3.1 document (its own schema is the OpenAPI specification's). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
