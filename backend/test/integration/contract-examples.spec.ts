import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { openApi } from '../support/contract';

type Media = { schema?: unknown; example?: unknown; examples?: Record<string, { value?: unknown }> };
type Operation = { operationId?: string; requestBody?: { content?: Record<string, Media> }; responses?: Record<string, { content?: Record<string, Media> }> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** Every JSON request body and JSON 2xx answer of openapi.yaml: where it sits, and its example(s). */
function jsonBodies(): { where: string; schemaRef: string; examples: unknown[] }[] {
  return Object.entries(openApi.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).flatMap((method) => {
      const op = item[method] as Operation;
      const bodies: [string[], Media][] = [];
      const request = op.requestBody?.content?.['application/json'];
      if (request) bodies.push([['requestBody', 'content', 'application/json'], request]);
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const media = response.content?.['application/json'];
        if (/^2/.test(status) && media) bodies.push([['responses', status, 'content', 'application/json'], media]);
      }
      return bodies.map(([at, media]) => ({
        where: `${op.operationId} ${at.slice(0, -2).join(' ')}`,
        schemaRef: `openapi#/${pointer('paths', path, method, ...at, 'schema')}`,
        examples: [...(media.example === undefined ? [] : [media.example]), ...Object.values(media.examples ?? {}).map((e) => e.value)],
      }));
    }),
  );
}

/** Integrators read the contract's examples as what the API sends and takes: each one is there, and true to its schema. */
describe('the examples of openapi.yaml', () => {
  const bodies = jsonBodies();
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(openApi as object, 'openapi');

  it('give every JSON request body and every JSON 2xx answer an example', () => {
    expect(bodies.length).toBeGreaterThan(100);
    expect(bodies.filter((b) => b.examples.length === 0).map((b) => b.where)).toEqual([]);
  });

  it('match their schemas', () => {
    const wrong = bodies.flatMap((b) => {
      const validate = ajv.compile({ $ref: b.schemaRef });
      return b.examples.filter((e) => !validate(e)).map(() => `${b.where}: ${ajv.errorsText(validate.errors)}`);
    });
    expect(wrong).toEqual([]);
  });

  it('cover every operation that takes or answers JSON', () => {
    const operations = Object.values(openApi.paths).flatMap((item) => METHODS.filter((m) => item[m]).map((m) => (item[m] as Operation).operationId));
    const withExamples = new Set(bodies.map((b) => b.where.split(' ')[0]));
    const jsonless = operations.filter((id) => !withExamples.has(id ?? ''));
    // Operations with no JSON at all (redirects, media, text, 204s) have nothing to exemplify.
    console.log(`${withExamples.size} of ${operations.length} operations carry examples (${bodies.length} bodies); without JSON: ${jsonless.join(', ')}`);
    expect(withExamples.size).toBeGreaterThan(operations.length * 0.8);
  });
});
