import type { paths } from './api-types.generated.ts';
import { call, type Target } from './http.ts';

/**
 * A client typed only by the types openapi-typescript generates from the OpenAPI document: paths,
 * path parameters, JSON and multipart request bodies and the success body all come from
 * api-types.generated.ts, so a call that compiles here is one the document promises. The requests
 * themselves go through tests/setup/http.ts.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type PathsWith<M extends Method> = { [P in keyof paths]: paths[P] extends Record<M, unknown> ? P : never }[keyof paths];
type Operation<P extends keyof paths, M extends Method> = paths[P] extends Record<M, infer O> ? O : never;
type SuccessOf<O> = O extends { responses: infer R } ? R[Extract<keyof R, 200 | 201>] : never;

/** The JSON body of the operation's success answer. */
export type Answer<P extends keyof paths, M extends Method> =
  SuccessOf<Operation<P, M>> extends { content: { 'application/json': infer B } } ? B : never;
export type JsonBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
export type FormBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody: { content: { 'multipart/form-data': infer B } } } ? B : never;

type Options<P extends keyof paths, M extends Method> = {
  token?: string;
  params?: Record<string, string>;
  json?: JsonBody<P, M>;
  form?: FormBody<P, M>;
};

function formData(fields: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value);
    else if (value !== undefined) form.append(name, String(value));
  }
  return form;
}

export function typedClient(app: Target) {
  async function send<M extends Method, P extends PathsWith<M>>(method: M, path: P, opts: Options<P, M> = {}) {
    const url = String(path).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(opts.params?.[name] ?? ''));
    const res = await call<Answer<P, M>>(app, method.toUpperCase(), url, {
      token: opts.token,
      form: opts.form ? formData(opts.form) : undefined,
      body: opts.json,
    });
    // Only a success is typed as the document's answer; a refusal is the shared error shape.
    return { status: res.status, data: res.body };
  }
  return {
    get: <P extends PathsWith<'get'>>(path: P, opts?: Options<P, 'get'>) => send('get', path, opts),
    post: <P extends PathsWith<'post'>>(path: P, opts?: Options<P, 'post'>) => send('post', path, opts),
    put: <P extends PathsWith<'put'>>(path: P, opts?: Options<P, 'put'>) => send('put', path, opts),
  };
}
