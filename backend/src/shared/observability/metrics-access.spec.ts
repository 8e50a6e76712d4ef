import type { IncomingMessage } from 'node:http';
import { mayReadMetrics } from './metrics-access';

const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;
const TOKEN = 'a-metrics-token-of-32-characters';

describe('who may read /metrics', () => {
  it('lets this machine in without a token', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.0.1.1']) expect(mayReadMetrics(request(address), undefined)).toBe(true);
  });

  it('treats a request relayed by a local proxy as remote', () => {
    expect(mayReadMetrics(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.5' }), undefined)).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { forwarded: 'for=203.0.113.5' }), undefined)).toBe(false);
  });

  it('lets other machines in only with the exact bearer token', () => {
    expect(mayReadMetrics(request('10.1.2.3'), undefined)).toBe(false);
    expect(mayReadMetrics(request('10.1.2.3', { authorization: `Bearer ${TOKEN}` }), undefined)).toBe(false); // no token configured
    expect(mayReadMetrics(request('10.1.2.3'), TOKEN)).toBe(false);
    expect(mayReadMetrics(request('10.1.2.3', { authorization: `Bearer ${TOKEN}x` }), TOKEN)).toBe(false);
    expect(mayReadMetrics(request('10.1.2.3', { authorization: `Basic ${TOKEN}` }), TOKEN)).toBe(false);
    expect(mayReadMetrics(request('10.1.2.3', { authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe(true);
    expect(mayReadMetrics(request('10.1.2.3', { authorization: `bearer  ${TOKEN}` }), TOKEN)).toBe(true);
  });
});
