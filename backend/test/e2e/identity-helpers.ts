import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { Schema } from '@boogy/contracts';
import type { TestApp, Visitor } from '../support/test-app';

let ipCounter = 0;

/** A visitor with its own client IP (the app trusts X-Forwarded-For in these tests), so per-IP limits stay apart. */
export function visitorFrom(app: TestApp, ip = `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`): Visitor & { ip: string } {
  const visitor = app.visitor();
  visitor.api.use({
    onRequest({ request }) {
      request.headers.set('x-forwarded-for', ip);
      return request;
    },
  });
  const plainFetch = visitor.fetch;
  return {
    ip,
    api: visitor.api,
    fetch: (input, init) => plainFetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'x-forwarded-for': ip }, redirect: init?.redirect ?? 'manual' }),
  };
}

export const uniqueEmail = (label = 'user') => `${label}.${randomBytes(5).toString('hex')}@example.com`;

export const PASSWORD = 'correct horse battery';

export async function register(visitor: Visitor, overrides: Partial<Schema<'RegisterRequest'>> = {}) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? PASSWORD;
  const result = await visitor.api.POST('/api/register', {
    body: { email, password, confirmPassword: overrides.confirmPassword ?? password, firstName: 'Ada', lastName: 'Lovelace', ...overrides },
  });
  return { ...result, email, password };
}

/** The newest email to `to` whose subject matches, waiting for the email job to deliver it. */
export async function waitForEmail(visitor: Visitor, to: string, subject: RegExp, options: { after?: number; timeoutMs?: number } = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const { data } = await visitor.api.GET('/api/dev/mailbox', { params: { query: { to } } });
    const found = data?.messages.filter((m) => subject.test(m.subject)) ?? [];
    if (found.length > (options.after ?? 0)) return found[0]!;
    if (Date.now() > deadline) throw new Error(`no email "${subject}" to ${to} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The `token` query parameter of the first link in an email that goes to `path`. */
export function tokenFrom(message: { links: string[] }, path: string): string {
  const link = message.links.find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`no ${path} link in ${JSON.stringify(message.links)}`);
  return new URL(link).searchParams.get('token')!;
}

/** A request without a cookie jar: the test handles the session cookie itself (session-fixation checks). */
export async function rawRequest(app: TestApp, method: string, path: string, options: { body?: unknown; cookie?: string | null } = {}) {
  const res = await fetch(app.url + path, {
    method,
    redirect: 'manual',
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      'x-forwarded-for': '10.99.0.1',
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('boogy.sid='));
  return { status: res.status, cookie: setCookie ? setCookie.split(';')[0]! : null, setCookieHeader: setCookie ?? null, text: await res.text() };
}

/** Runs SQL against the app's database (to age a token, read the outbox). */
export async function sql<T extends object = Record<string, unknown>>(app: TestApp, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Uses an emailed sign-in or confirmation link as its page's button does (POST), in `visitor`'s browser. */
export async function signInWithLink(visitor: Visitor, token: string) {
  return visitor.api.POST('/api/auth/sign-in-link', { body: { token } });
}

/** Opens the confirmation link emailed after sign-up, in `visitor`'s browser: proves the email. */
export async function confirmEmail(visitor: Visitor, email: string) {
  const token = tokenFrom(await waitForEmail(visitor, email, /Confirm your email/), '/sign-in-link');
  const result = await signInWithLink(visitor, token);
  if (result.response.status !== 200) throw new Error(`confirming ${email} answered ${result.response.status}`);
  return result;
}

/** A signed-in account whose email is proved (all 10 sign-up credits), as most users soon are. */
export async function registerConfirmed(visitor: Visitor, overrides: Partial<Schema<'RegisterRequest'>> = {}) {
  const registered = await register(visitor, overrides);
  await confirmEmail(visitor, registered.email.trim().toLowerCase());
  return registered;
}
