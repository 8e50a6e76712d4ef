// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY, lookUpCountry } from './country';

const answering = (answers: Record<string, () => Response | Promise<Response>>): typeof fetch =>
  ((url: string) => (answers[url] ?? (() => Promise.reject(new TypeError('offline'))))()) as typeof fetch;

describe('lookUpCountry', () => {
  it('takes the first service’s two-letter code, whatever its field name and case', async () => {
    await expect(lookUpCountry(['a'], answering({ a: () => Response.json({ country_code: 'jp' }) }))).resolves.toBe('JP');
    await expect(lookUpCountry(['a'], answering({ a: () => Response.json({ countryCode: 'DE' }) }))).resolves.toBe('DE');
    await expect(lookUpCountry(['a'], answering({ a: () => Response.json({ country: 'fr' }) }))).resolves.toBe('FR');
  });

  it('tries the next service after a failure, an error answer or a body without a code', async () => {
    const services = ['down', 'error', 'odd', 'good'];
    const fetcher = answering({
      error: () => new Response('busy', { status: 503 }),
      odd: () => Response.json({ country: 'Germany' }),
      good: () => Response.json({ country_code: 'GB' }),
    });
    await expect(lookUpCountry(services, fetcher)).resolves.toBe('GB');
  });

  it('falls back to the US when every service fails, or when none is configured', async () => {
    await expect(lookUpCountry(['x', 'y'], answering({}))).resolves.toBe(DEFAULT_COUNTRY);
    await expect(lookUpCountry([], answering({}))).resolves.toBe('US');
  });
});
