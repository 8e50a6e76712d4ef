import { createHmac } from 'node:crypto';
import { eventIdOf, retryDelaySeconds, signatureHeader, webhookUrlProblem } from './webhook';

describe('webhook rules', () => {
  it('signs "<t>.<raw body>" with HMAC-SHA256 of the secret', () => {
    const body = '{"id":"e1","type":"song.completed"}';
    const expected = createHmac('sha256', 'whsec_abc').update(`1700000000.${body}`).digest('hex');
    expect(signatureHeader('whsec_abc', body, 1_700_000_000)).toBe(`t=1700000000,v1=${expected}`);
  });

  it('takes https anywhere, http only outside production, nothing else', () => {
    expect(webhookUrlProblem('https://partner.example/hook', false)).toBeNull();
    expect(webhookUrlProblem('http://partner.example/hook', false)).toBe('it must use https');
    expect(webhookUrlProblem('http://127.0.0.1:9000/hook', true)).toBeNull();
    expect(webhookUrlProblem('ftp://partner.example', true)).toBe('only http(s) URLs are allowed');
    expect(webhookUrlProblem('partner.example/hook', true)).toBe('it is not an absolute URL');
    expect(webhookUrlProblem('https://a:b@partner.example', true)).toBe('it must not carry a user name or password');
    expect(webhookUrlProblem(`https://partner.example/${'x'.repeat(2000)}`, true)).toMatch(/longer than/);
  });

  it('doubles the retry delay from the base, at most an hour apart, so 24 h hold about 30 attempts at a 30 s base', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n, 30))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(12, 30)).toBe(3600);
    let elapsed = 0;
    let attempts = 1;
    while (elapsed + retryDelaySeconds(attempts, 30) <= 24 * 3600) elapsed += retryDelaySeconds(attempts++, 30);
    expect(attempts).toBeGreaterThan(25);
    expect(attempts).toBeLessThan(35);
  });

  it('gives one fact one event id', () => {
    expect(eventIdOf('song.completed:a')).toBe(eventIdOf('song.completed:a'));
    expect(eventIdOf('song.completed:a')).not.toBe(eventIdOf('song.completed:b'));
    expect(eventIdOf('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
