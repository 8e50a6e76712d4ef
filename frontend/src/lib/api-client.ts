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

/** The body of a successful typed call (the client throws on non-OK answers, so it is always there). */
export function dataOf<T>(result: { data?: T }): T {
  if (result.data === undefined) throw new Error('The server sent an empty answer');
  return result.data;
}
