import { cleanText } from './clean-text';

describe('cleanText', () => {
  it('drops NUL characters and replaces lone surrogates, keeping emoji and other text', () => {
    expect(cleanText('a\u0000b')).toBe('ab');
    expect(cleanText('x\uD800y\uDC00z')).toBe('x\uFFFDy\uFFFDz');
    expect(cleanText('party 🎉 time')).toBe('party 🎉 time');
  });
});
