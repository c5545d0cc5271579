import type { core } from 'zod';

/** Who may call a route. */
export type Access = 'public' | 'user' | 'admin' | 'any-signed-in';

/** A file answer instead of JSON: the media types it may have. */
export type FileReply = { file: readonly string[] };

/** What uploads are stored as (sniffed from the bytes, server/lib/uploads.ts). */
export const UPLOADED_FILE: FileReply = {
  file: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'],
};

/** Refusals a route names beyond those its shape implies (see errorStatuses in openapi-document.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

export type RouteDoc = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI style: /api/admin/users/{id}/balance */
  path: string;
  summary: string;
  access: Access;
  body?: core.$ZodType;
  query?: core.$ZodType;
  /** multipart/form-data: the text fields (zod) and the file parts (name: required). With `body` too, JSON is also accepted. */
  form?: { fields?: core.$ZodType; files: Record<string, boolean> };
  /** Honours an Idempotency-Key header (and answers Idempotent-Replayed: true on a replay). */
  idempotent?: boolean;
  /** The success answer: the contract's zod schema of the JSON body, or a file. */
  ok: core.$ZodType | FileReply;
  /** The success status when it is not 200. */
  status?: 201 | 202;
  errors?: ErrorStatus[];
  /** A 202 answer: the request was recorded but nothing changed yet (a change waiting for a second admin). */
  accepted?: core.$ZodType;
  /** The body of a 503 when it is not the shared error shape. */
  unavailable?: core.$ZodType;
  /** Response headers the success answer may carry. */
  headers?: Array<'X-Next-Cursor'>;
};
