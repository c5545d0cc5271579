import { HTTPError, NetworkError, TimeoutError, type KyRequest, type NormalizedOptions } from 'ky';
import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from '../../src/lib/api-error.ts';

const request = new Request('http://localhost/api/auth/me') as KyRequest;
const options = {} as NormalizedOptions;

function httpError(status: number, data: unknown): HTTPError {
  const error = new HTTPError(new Response(null, { status }), request, options);
  Object.defineProperty(error, 'data', { value: data });
  return error;
}

describe('toApiError', () => {
  it('maps a timeout to the spec message', () => {
    const error = toApiError(new TimeoutError(request), 'Failed to fetch user data');
    expect(error.message).toBe('The request took too long to respond. Please try again.');
  });

  it("uses the response's message, code and field errors", () => {
    const error = toApiError(httpError(409, { message: 'Taken', code: 'CONFLICT', errors: { email: 'in use' } }), 'Registration failed');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Taken', status: 409, code: 'CONFLICT', fieldErrors: { email: 'in use' } });
  });

  it('falls back to the call default without a message body', () => {
    expect(toApiError(httpError(500, undefined), 'Failed to fetch wallets').message).toBe('Failed to fetch wallets');
  });

  it("uses a plain error's own message, else the default", () => {
    expect(toApiError(new Error('Boom'), 'Login failed').message).toBe('Boom');
    expect(toApiError('weird', 'Login failed').message).toBe('Login failed');
  });

  it('gives a readable message for network failures', () => {
    expect(toApiError(new NetworkError(request), 'Login failed').message).toBe('Network error. Check your connection and try again.');
  });

  it('treats 401 and "jwt expired" as unauthorized', () => {
    expect(toApiError(httpError(401, { message: 'x' }), 'd').isUnauthorized).toBe(true);
    expect(toApiError(httpError(400, { message: 'jwt expired' }), 'd').isUnauthorized).toBe(true);
    expect(toApiError(httpError(400, { message: 'Bad input' }), 'd').isUnauthorized).toBe(false);
  });
});
