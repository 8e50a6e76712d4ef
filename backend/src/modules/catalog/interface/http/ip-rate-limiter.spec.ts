import { IpRateLimiter } from './ip-rate-limiter';

describe('IpRateLimiter', () => {
  it('allows the limit per window and per key, then asks to wait until the window ends', () => {
    let now = 0;
    const limiter = new IpRateLimiter(2, 60_000, () => now);
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('b')).toBe(0);
    now = 15_000;
    expect(limiter.hit('a')).toBe(45);
    now = 60_000;
    expect(limiter.hit('a')).toBe(0);
  });
});
