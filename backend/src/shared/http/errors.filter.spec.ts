import { ConnectionException } from '@mikro-orm/core';
import { errorBody } from './errors.filter';

describe('errorBody', () => {
  it('answers a dependency outage with 503 service_unavailable, so clients know to retry', () => {
    const outages: unknown[] = [
      new ConnectionException(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('wrapped'), { cause: Object.assign(new Error('getaddrinfo ENOTFOUND bucket'), { code: 'ENOTFOUND' }) }),
      Object.assign(new Error('Service Unavailable'), { name: 'ServiceUnavailable', $fault: 'server' }),
    ];
    for (const outage of outages) expect(errorBody(outage)).toMatchObject({ statusCode: 503, code: 'service_unavailable' });
  });

  it('keeps 500 for our own bugs, without internals', () => {
    expect(errorBody(new TypeError("Cannot read properties of undefined (reading 'id')"))).toEqual({ statusCode: 500, message: 'Something went wrong on our side. Please try again.', error: 'Internal Server Error' });
  });
});
