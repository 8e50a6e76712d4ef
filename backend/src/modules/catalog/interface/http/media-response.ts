import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { holdsTag } from '../../../../shared/http/conditional-get';
import type { MediaStorage } from '../../application/media/media-storage';

export interface MediaResponseOptions {
  cacheControl: string;
  /** Sent as an attachment with this file name (downloads). */
  downloadName?: string;
  /** The answer also depends on the Accept header (a cover sent as WebP or PNG). */
  variesByAccept?: boolean;
}

type ByteRange = { start: number; end: number };

/**
 * The request's single byte range (Express's range-parser): null means "send it all" (no header,
 * a malformed one, or several ranges), 'unsatisfiable' means 416.
 */
function requestedRange(req: Request, size: number): ByteRange | null | 'unsatisfiable' {
  const ranges = req.range(size, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Streams a stored file with HTTP caching (ETag, Last-Modified, 304) and single byte ranges (206),
 * which browsers need to seek in audio.
 */
export async function sendMedia(req: Request, res: Response, storage: MediaStorage, key: string, options: MediaResponseOptions): Promise<void> {
  const object = await storage.stat(key);
  if (!object) {
    res.status(404).json({ statusCode: 404, message: 'Media not found', error: 'Not Found', code: 'media_not_found' });
    return;
  }
  // The key is part of the tag: a preview and a full file never share one, even at one URL.
  const etag = `"${createHash('sha1').update(`${key}:${object.size}:${object.modifiedAt.getTime()}`).digest('base64url').slice(0, 22)}"`;
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', object.modifiedAt.toUTCString());
  res.setHeader('Cache-Control', options.cacheControl);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Content-Type', object.contentType);
  res.setHeader('Vary', options.variesByAccept ? 'Cookie, Accept' : 'Cookie');
  if (options.downloadName) res.setHeader('Content-Disposition', contentDisposition(options.downloadName));

  // RFC 9110 §13.1: the origin answers 304 whenever a validator matches (If-None-Match wins over
  // If-Modified-Since).
  const ifNoneMatch = req.headers['if-none-match'];
  const ifModifiedSince = req.headers['if-modified-since'];
  const notModified = ifNoneMatch
    ? holdsTag(ifNoneMatch, etag)
    : ifModifiedSince !== undefined && Math.floor(object.modifiedAt.getTime() / 1000) <= Math.floor(Date.parse(ifModifiedSince) / 1000);
  if (notModified) {
    res.status(304).end();
    return;
  }

  const ifRange = req.headers['if-range'];
  const range = ifRange && ifRange !== etag ? null : requestedRange(req, object.size);
  if (range === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${object.size}`);
    res.status(416).json({ statusCode: 416, message: 'Range not satisfiable', error: 'Range Not Satisfiable', code: 'range_not_satisfiable' });
    return;
  }
  if (range) {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`);
    res.setHeader('Content-Length', String(range.end - range.start + 1));
  } else {
    res.status(200);
    res.setHeader('Content-Length', String(object.size));
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(storage.read(key, range ?? undefined), res).catch(() => {
    // The listener went away mid-file (seeking, closing the tab): nothing to report.
    if (!res.writableEnded) res.destroy();
  });
}
