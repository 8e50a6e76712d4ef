import computeEtag from 'etag';

declare const shape: unique symbol;

/**
 * An answer serialised once, then sent as it is to every request it is cached for: its JSON
 * bytes and their entity tag. A 50-song list is ~140 KB of JSON; serialising and hashing it on
 * every request cost more than the rest of the request put together.
 */
export interface JsonAnswer<T> {
  readonly body: Buffer;
  /** Weak tag of the bytes, as Express would compute it for each request. */
  readonly etag: string;
  /** Type only: the contract's shape of what `body` holds. */
  readonly [shape]?: T;
}

export function toJsonAnswer<T>(value: T): JsonAnswer<T> {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: computeEtag(body, { weak: true }) };
}
