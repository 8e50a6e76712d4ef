/**
 * The visitor's country, for showing prices in their currency. Each IP-geolocation service gets
 * 3 seconds; when all fail the country is US. Services are configurable with
 * VITE_GEOLOCATION_SERVICES (comma-separated URLs answering JSON with a country code); the
 * Content-Security-Policy's connect-src must allow them.
 */
export const GEOLOCATION_TIMEOUT_MS = 3000;
export const DEFAULT_COUNTRY = 'US';

const DEFAULT_SERVICES = ['https://ipapi.co/json/', 'https://ipwho.is/'];

export function geolocationServices(): string[] {
  const configured = import.meta.env.VITE_GEOLOCATION_SERVICES?.trim();
  if (configured === undefined) return DEFAULT_SERVICES;
  return configured.split(',').map((url) => url.trim()).filter(Boolean);
}

function countryIn(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const value = record.country_code ?? record.countryCode ?? record.country;
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}

export async function lookUpCountry(services = geolocationServices(), fetcher: typeof fetch = fetch): Promise<string> {
  for (const url of services) {
    try {
      const response = await fetcher(url, { signal: AbortSignal.timeout(GEOLOCATION_TIMEOUT_MS), credentials: 'omit' });
      if (!response.ok) continue;
      const country = countryIn(await response.json());
      if (country) return country;
    } catch {
      // next service
    }
  }
  return DEFAULT_COUNTRY;
}
