import type { App } from '../../server/app.ts';
import type { paths } from './api-types.generated.ts';

/**
 * A client typed only by the types openapi-typescript generates from the OpenAPI document: paths,
 * path parameters, JSON and multipart request bodies and the success body all come from
 * api-types.generated.ts, so a call that compiles here is one the document promises.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type PathsWith<M extends Method> = { [P in keyof paths]: paths[P] extends Record<M, unknown> ? P : never }[keyof paths];
type Operation<P extends keyof paths, M extends Method> = paths[P] extends Record<M, infer O> ? O : never;
type SuccessOf<O> = O extends { responses: infer R } ? R[Extract<keyof R, 200 | 201>] : never;

/** The JSON body of the operation's success answer. */
export type Answer<P extends keyof paths, M extends Method> = SuccessOf<Operation<P, M>> extends { content: { 'application/json': infer B } } ? B : never;
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

export function typedClient(app: App) {
  async function send<M extends Method, P extends PathsWith<M>>(method: M, path: P, opts: Options<P, M> = {}) {
    const url = String(path).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(opts.params?.[name] ?? ''));
    const headers: Record<string, string> = opts.token ? { authorization: `Bearer ${opts.token}` } : {};
    let body: BodyInit | undefined;
    if (opts.form) body = formData(opts.form);
    else if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    const res = await app.request(url, { method: method.toUpperCase(), headers, body });
    const text = await res.text();
    // Only a success is typed as the document's answer; a refusal is the shared error shape.
    return { status: res.status, data: (text ? JSON.parse(text) : null) as Answer<P, M> };
  }
  return {
    get: <P extends PathsWith<'get'>>(path: P, opts?: Options<P, 'get'>) => send('get', path, opts),
    post: <P extends PathsWith<'post'>>(path: P, opts?: Options<P, 'post'>) => send('post', path, opts),
    put: <P extends PathsWith<'put'>>(path: P, opts?: Options<P, 'put'>) => send('put', path, opts),
  };
}
