// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, serverCode, serverMessage, throwIfNotOk } from './api-error';

describe('API errors', () => {
  it('reads "{status}: {body}" and falls back to the status text for an empty body', () => {
    expect(new ApiError(409, 'Conflict', '{"message":"Taken"}').message).toBe('409: {"message":"Taken"}');
    expect(new ApiError(502, 'Bad Gateway', '').message).toBe('502: Bad Gateway');
  });

  it('tells an API error by its status', () => {
    const error = new ApiError(401, 'Unauthorized', '');
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 401)).toBe(true);
    expect(isApiError(error, 403)).toBe(false);
    expect(isApiError(new Error('401'))).toBe(false);
  });

  it('gives the server’s own message and code, or the fallback when the body has none', () => {
    const error = new ApiError(400, 'Bad Request', JSON.stringify({ message: 'This voucher code has expired.', code: 'voucher_expired' }));
    expect(serverMessage(error, 'Something went wrong.')).toBe('This voucher code has expired.');
    expect(serverCode(error)).toBe('voucher_expired');
    const html = new ApiError(500, 'Internal Server Error', '<html>oops</html>');
    expect(serverMessage(html, 'Something went wrong.')).toBe('Something went wrong.');
    expect(serverCode(html)).toBeNull();
    expect(serverMessage(new TypeError('Failed to fetch'), 'Offline?')).toBe('Offline?');
  });

  it('throws for a non-OK response and leaves its body readable', async () => {
    await expect(throwIfNotOk(new Response('fine', { status: 200 }))).resolves.toBeUndefined();
    const response = new Response(' {"message":"No"} ', { status: 403, statusText: 'Forbidden' });
    await expect(throwIfNotOk(response)).rejects.toMatchObject({ status: 403, body: '{"message":"No"}' });
    await expect(response.text()).resolves.toBe(' {"message":"No"} ');
  });
});
