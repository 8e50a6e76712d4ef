import { decodeCursor, encodeCursor, keysetPage } from './keyset-page';

describe('keyset cursors', () => {
  const id = '3f2b8c1e-9a4d-4e7f-8b6a-1c2d3e4f5a6b';

  it('round-trips the times the lists carry: ISO from JavaScript, PostgreSQL text with microseconds', () => {
    for (const createdAt of ['2026-11-26T20:41:10.123Z', '2026-11-26 20:41:10.123456+00']) expect(decodeCursor(encodeCursor({ createdAt, id }))).toEqual({ createdAt, id });
  });

  it('refuses cursors the lists never gave out', () => {
    const bad = ['', 'not-a-cursor', Buffer.from(`2026-11-26T20:41:10Z|not-a-uuid`).toString('base64url'), Buffer.from(`2026-13-45T99:99:99Z|${id}`).toString('base64url'), Buffer.from(`2026-11-26T20:41:10Z|${id}|more`).toString('base64url')];
    for (const cursor of bad) expect(() => decodeCursor(cursor)).toThrow(expect.objectContaining({ code: 'invalid_cursor' }) as unknown as Error);
  });

  it('gives a next cursor only when the extra row shows there is more', () => {
    const rows = [1, 2, 3].map((n) => ({ n, at: `2026-11-26T20:41:1${n}.000Z` }));
    const page = keysetPage(rows, 2, (r) => ({ createdAt: r.at, id }), (r) => r.n);
    expect(page.items).toEqual([1, 2]);
    expect(decodeCursor(page.nextCursor!)).toEqual({ createdAt: rows[1]!.at, id });
    expect(keysetPage(rows, 3, (r) => ({ createdAt: r.at, id }), (r) => r.n).nextCursor).toBeNull();
  });
});
