import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import computeEtag from 'etag';
import Negotiator from 'negotiator';
import { LRUCache } from 'lru-cache';

/** The full pipeline's compression settings (bootstrap/http.ts). Its 1 KB threshold saves per-request work; here each body is compressed once, so small ones are too, when that makes them smaller. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 } };
const GZIP = { level: 4 };
const MAX_BYTES = 16 * 1024 * 1024;

/** One JSON answer, ready to send: its bytes, its ETag (as Express computes it) and its compressed forms once made. */
export interface PreparedBody {
  plain: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

export interface EncodedBody {
  bytes: Buffer;
  encoding: string | null;
}

/**
 * Polled answers repeat the same JSON many times a second (every open page of a song asks for it):
 * each distinct body is hashed for its ETag and compressed once, and its bytes reused, bounded by
 * total size.
 */
export class PreparedBodies {
  private readonly bodies = new LRUCache<string, PreparedBody>({
    maxSize: MAX_BYTES,
    sizeCalculation: (body, json) => json.length + body.plain.length + (body.br?.length ?? 0) + (body.gzip?.length ?? 0),
  });
  /** Frozen answers (the same object handed to every poll of an unchanged song) by identity: no JSON.stringify at all. */
  private readonly frozen = new WeakMap<object, PreparedBody>();
  private readonly serialised = new WeakMap<Buffer, PreparedBody>();
  /** Browsers send a handful of distinct Accept-Encoding headers: each is negotiated once. */
  private readonly choices = new LRUCache<string, string>({ max: 256 });

  /** The prepared form of an answer object: by identity when it is frozen (it cannot change), else by its JSON. */
  ofAnswer(answer: unknown): PreparedBody {
    if (answer === null || typeof answer !== 'object' || !Object.isFrozen(answer)) return this.of(JSON.stringify(answer));
    let body = this.frozen.get(answer);
    if (!body) this.frozen.set(answer, (body = this.of(JSON.stringify(answer))));
    return body;
  }

  /** Bytes serialised beforehand with their tag (the same Buffer for every request it is cached for). */
  ofSerialised(bytes: Buffer, etag: string): PreparedBody {
    let body = this.serialised.get(bytes);
    if (!body) this.serialised.set(bytes, (body = { plain: bytes, etag }));
    return body;
  }

  of(json: string): PreparedBody {
    let body = this.bodies.get(json);
    if (!body) {
      const plain = Buffer.from(json);
      body = { plain, etag: computeEtag(plain, { weak: true }) };
      this.bodies.set(json, body);
    }
    return body;
  }

  encode(body: PreparedBody, acceptEncoding: string): EncodedBody {
    const plain: EncodedBody = { bytes: body.plain, encoding: null };
    if (!acceptEncoding) return plain;
    const encoding = this.negotiate(acceptEncoding);
    let bytes: Buffer | undefined;
    if (encoding === 'br') bytes = body.br ??= brotliCompressSync(body.plain, BROTLI);
    else if (encoding === 'gzip') bytes = body.gzip ??= gzipSync(body.plain, GZIP);
    return bytes && bytes.length < body.plain.length ? { bytes, encoding } : plain;
  }

  private negotiate(acceptEncoding: string): string {
    let choice = this.choices.get(acceptEncoding);
    if (choice === undefined) {
      // negotiator 1.x takes a preference order for ties (its 0.6 typings do not know it yet).
      const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as unknown as { encoding(available: string[], options: { preferred: string[] }): string | undefined };
      choice = negotiator.encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip', 'identity'] }) ?? 'identity';
      this.choices.set(acceptEncoding, choice);
    }
    return choice;
  }
}
