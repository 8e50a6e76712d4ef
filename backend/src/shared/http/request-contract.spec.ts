import { hostileInputProblem, MAX_JSON_DEPTH, RequestContract } from './request-contract';

describe('hostile input', () => {
  it('finds NUL bytes and lone surrogates in any string or key, however deep', () => {
    expect(hostileInputProblem({ a: [{ b: 'fine' }] })).toBeNull();
    expect(hostileInputProblem({ a: [{ b: 'x\u0000' }] })).toBe('Request body: text must not contain NUL characters');
    expect(hostileInputProblem({ ['k\u0000']: 1 })).toBe('Request body: text must not contain NUL characters');
    expect(hostileInputProblem({ email: 'x\ud800@y.z' })).toMatch(/lone surrogate/);
    expect(hostileInputProblem({ email: '\udc00' })).toMatch(/lone surrogate/);
    expect(hostileInputProblem({ name: 'Zoë 🎉 王' })).toBeNull(); // a surrogate pair is text
  });

  it(`refuses nesting deeper than ${MAX_JSON_DEPTH} levels without recursing`, () => {
    const nested = (levels: number) => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`) as unknown;
    expect(hostileInputProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(hostileInputProblem(nested(MAX_JSON_DEPTH + 1))).toMatch(/nested too deeply/);
    expect(hostileInputProblem(nested(100_000))).toMatch(/nested too deeply/);
  });
});

describe('request bodies against the contract', () => {
  const contract = new RequestContract({
    paths: {
      '/api/things/{id}': {
        post: {
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['names'],
                  properties: { names: { type: 'array', maxItems: 2, items: { type: 'string' } }, count: { type: 'integer', maximum: 2147483647 }, email: { type: 'string', format: 'email' } },
                },
              },
            },
          },
        },
      },
    },
  });

  it('checks the operation the method and path name, with a message naming the field', () => {
    expect(contract.bodyProblem('POST', '/api/things/42', { names: ['a'] }, true)).toBeNull();
    expect(contract.bodyProblem('POST', '/api/things/42', { names: ['a', 'b', 'c'] }, true)).toBe('names must NOT have more than 2 items');
    expect(contract.bodyProblem('POST', '/api/things/42', { names: [], count: 2 ** 31 }, true)).toBe('count must be <= 2147483647');
    expect(contract.bodyProblem('POST', '/api/things/42', {}, true)).toBe('names is required');
    expect(contract.bodyProblem('POST', '/api/things/42', undefined, false)).toBe('names is required');
  });

  it('leaves routes the contract does not describe, and emails the server trims, to the server', () => {
    expect(contract.bodyProblem('GET', '/api/things/42', { anything: true }, true)).toBeNull();
    expect(contract.bodyProblem('POST', '/api/other', { anything: true }, true)).toBeNull();
    expect(contract.bodyProblem('POST', '/api/things/42', { names: [], email: ' Ann@Example.COM ' }, true)).toBeNull();
    expect(contract.bodyProblem('POST', '/api/things/42', { names: [], email: 'no email' }, true)).toBe('email must match format "email"');
  });
});
