import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Middleware } from 'openapi-fetch';
import { OPENAPI_PATH } from '../../src/shared/config/paths';
import { readOpenApiDocument } from '../../src/shared/http/openapi-document';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: unknown };

export const openApi: OpenApiDocument = readOpenApiDocument(OPENAPI_PATH);

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(openApi as object, 'openapi');

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const cache = new Map<string, ValidateFunction | null>();

/** The JSON Schema validator of one documented response, or null when the contract has no JSON body for it. */
export function responseValidator(path: string, method: string, status: number): ValidateFunction | null {
  const key = `${method} ${path} ${status}`;
  if (!cache.has(key)) {
    const op = openApi.paths[path]?.[method.toLowerCase()];
    const response = op?.responses?.[String(status)] ?? op?.responses?.default;
    const schema = response?.content?.['application/json']?.schema;
    cache.set(key, schema === undefined ? null : ajv.compile({ $ref: `openapi#/${pointer('paths', path, method.toLowerCase(), 'responses', op?.responses?.[String(status)] ? String(status) : 'default', 'content', 'application/json', 'schema')}` }));
  }
  return cache.get(key) ?? null;
}

/** Whether the contract documents this status for the operation at all. */
export function isDocumentedStatus(path: string, method: string, status: number): boolean {
  const responses = openApi.paths[path]?.[method.toLowerCase()]?.responses ?? {};
  return String(status) in responses || 'default' in responses;
}

/**
 * openapi-fetch middleware: every answer must be a documented status and its JSON body must match
 * the schema in openapi.yaml, or the test fails right there.
 */
export const contractValidation: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    const method = request.method;
    if (!isDocumentedStatus(schemaPath, method, response.status)) {
      throw new Error(`${method} ${schemaPath} answered ${response.status}, which openapi.yaml does not document`);
    }
    const validate = responseValidator(schemaPath, method, response.status);
    const type = response.headers.get('content-type') ?? '';
    if (!validate || !type.includes('application/json')) return undefined;
    const body = await response.clone().json();
    if (!validate(body)) {
      throw new Error(`${method} ${schemaPath} ${response.status} does not match openapi.yaml: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body)}`);
    }
    return undefined;
  },
};
