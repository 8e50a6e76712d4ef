// The typed HTTP contract shared by backend tests and the frontend.
// schema.d.ts is generated from openapi.yaml by `npm run contracts`; never edit it by hand.
import createClient, { type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export type { components, operations, paths };
export type Schemas = components['schemas'];
export type Schema<Name extends keyof Schemas> = Schemas[Name];

/** A typed openapi-fetch client for the Boogy API. */
export function createApiClient(options: ClientOptions = {}) {
  return createClient<paths>({ credentials: 'include', ...options });
}
export type ApiClient = ReturnType<typeof createApiClient>;

export * from '@boogy/contracts/events';
