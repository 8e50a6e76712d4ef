import { createApiClient, type ApiClient } from '@boogy/contracts';
import { throwIfNotOk } from './api-error';

/**
 * The one typed client for the Boogy API (paths and bodies come from openapi.yaml).
 * Credentials are always sent (cookie session), and any non-OK answer throws an ApiError,
 * so `const { data } = await api.GET('/api/...')` yields data or throws: no error branch needed.
 */
export const api: ApiClient = createApiClient({ baseUrl: '' });

api.use({
  async onResponse({ response }) {
    await throwIfNotOk(response);
    return undefined;
  },
});

/**
 * For the few calls the contract does not describe yet. Same credentials and error rules as
 * `api`; move each call onto `api` as soon as its path lands in openapi.yaml.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const response = await fetch(path, { ...init, headers, credentials: 'include' });
  await throwIfNotOk(response);
  return response;
}
