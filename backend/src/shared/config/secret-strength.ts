/**
 * How guessable a configured secret is. Counting characters alone (Shannon entropy times length)
 * scores `changeme-changeme-changeme-changeme` and `abcdefghijklmnopqrstuvwxyz0123456789` like
 * random strings; here a character costs nothing when it continues something already seen — the
 * fourth and later character of a repeated chunk, or of a run with a constant step (aaaa, abcd,
 * 1234, 9753, a1a2a3). Random hex or base64 loses almost nothing to either rule.
 */

const RUN = 4;

/** Length times the Shannon entropy of the character distribution: `aaaa…` scores 0. */
export function shannonBits(secret: string): number {
  const chars = [...secret];
  const counts = new Map<string, number>();
  for (const ch of chars) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) perChar -= (count / chars.length) * Math.log2(count / chars.length);
  return perChar * chars.length;
}

/** Shannon bits of only the characters that neither repeat an earlier chunk nor extend a run. */
export function unpredictableBits(secret: string): number {
  const chars = [...secret];
  if (chars.length === 0) return 0;
  const codes = chars.map((ch) => ch.codePointAt(0)!);
  const perChar = shannonBits(secret) / chars.length;
  const seen = new Set<string>();
  let bits = 0;
  for (let i = 0; i < chars.length; i++) {
    const chunk = i >= RUN - 1 ? chars.slice(i - RUN + 1, i + 1).join('') : null;
    const repeats = chunk !== null && seen.has(chunk);
    // The chunk ending before this one becomes visible only now, so a chunk never matches itself.
    if (i >= RUN) seen.add(chars.slice(i - RUN, i).join(''));
    // A constant step between neighbours (abcd, 1234) or between every other character (a1a2a3).
    const extendsRun = [1, 2].some((stride) => {
      if (i < stride * (RUN - 1)) return false;
      const step = (k: number) => codes[k]! - codes[k - stride]!;
      return step(i) === step(i - stride) && step(i - stride) === step(i - 2 * stride);
    });
    if (!repeats && !extendsRun) bits += perChar;
  }
  return bits;
}

/**
 * A value someone typed as a pattern rather than drew at random: most of it repeats or runs on
 * (over half its bits), or it is nearly all one or two characters.
 */
export function looksPatterned(secret: string): boolean {
  const naive = shannonBits(secret);
  return new Set(secret).size <= 2 || unpredictableBits(secret) < naive / 2;
}
