// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time';

describe('formatTime', () => {
  it('shows seconds as m:ss, dropping fractions', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(9.99)).toBe('0:09');
    expect(formatTime(75.4)).toBe('1:15');
    expect(formatTime(3600)).toBe('60:00');
  });

  it('shows 0:00 for what a player cannot use', () => {
    for (const bad of [Number.NaN, Infinity, -1]) expect(formatTime(bad)).toBe('0:00');
  });
});
