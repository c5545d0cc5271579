import { HTTPError, NetworkError, TimeoutError, type KyRequest, type NormalizedOptions } from 'ky';
import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from '../../src/lib/api-error.ts';
import { fromHttpError } from '../../src/lib/http-error.ts';

const request = new Request('http://localhost/api/auth/me') as KyRequest;
const options = {} as NormalizedOptions;

function httpError(status: number, data: unknown): HTTPError {
  const error = new HTTPError(new Response(null, { status }), request, options);
  Object.defineProperty(error, 'data', { value: data });
  return error;
}

describe('fromHttpError / toApiError', () => {
  it('maps a timeout to the catalogue message', () => {
    const error = fromHttpError(new TimeoutError(request), 'Failed to fetch user data');
    expect(error.message).toBe('The request took too long to respond. Please try again.');
  });

  it("uses the response's message, code and field errors", () => {
    const error = fromHttpError(
      httpError(409, { message: 'Taken', code: 'CONFLICT', errors: { email: 'in use' } }),
      'Registration failed',
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Taken', status: 409, code: 'CONFLICT', fieldErrors: { email: 'in use' } });
  });

  it('falls back to the call default without a message body', () => {
    expect(fromHttpError(httpError(500, undefined), 'Failed to fetch wallets').message).toBe('Failed to fetch wallets');
  });

  it("uses a plain error's own message, else the default", () => {
    expect(fromHttpError(new Error('Boom'), 'Login failed').message).toBe('Boom');
    expect(toApiError(new Error('Boom'), 'Login failed').message).toBe('Boom');
    expect(toApiError('weird', 'Login failed').message).toBe('Login failed');
  });

  it('passes an ApiError through and reads a failed lazy chunk as a network error', () => {
    const known = new ApiError('Insufficient balance', { status: 422 });
    expect(toApiError(known, 'Send failed')).toBe(known);
    const chunk = new TypeError('Failed to fetch dynamically imported module: /assets/api-client.js');
    expect(toApiError(chunk, 'Failed to fetch wallets').message).toBe(
      'Network error. Check your connection and try again.',
    );
  });

  it('gives a readable message for network failures', () => {
    expect(fromHttpError(new NetworkError(request), 'Login failed').message).toBe(
      'Network error. Check your connection and try again.',
    );
  });

  it('treats 401 and "jwt expired" as unauthorized', () => {
    expect(fromHttpError(httpError(401, { message: 'x' }), 'd').isUnauthorized).toBe(true);
    expect(fromHttpError(httpError(400, { message: 'jwt expired' }), 'd').isUnauthorized).toBe(true);
    expect(fromHttpError(httpError(400, { message: 'Bad input' }), 'd').isUnauthorized).toBe(false);
  });
});
