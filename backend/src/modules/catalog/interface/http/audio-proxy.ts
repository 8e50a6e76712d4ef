import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../../../shared/config';
import { fixedDomainError } from '../../../../shared/ddd';

const OWN_MEDIA = /^\/api\/media\/songs\/[0-9a-f-]{36}\/tracks\/[12]\/(full|preview)$/i;

class NotProxiableError extends fixedDomainError('invalid', 'not_proxiable', 'This address cannot be played through the audio proxy.') {}

class ProviderAudioError extends fixedDomainError('unavailable', 'provider_audio_unavailable', 'The music provider did not return audio. Please try again in a moment.') {}

/**
 * GET /api/audio-proxy: not an open proxy. Our own media is redirected to the media endpoint (which
 * applies the paywall); other audio is fetched only from the music provider's configured hosts.
 */
@Injectable()
export class AudioProxy {
  async relay(raw: string, req: Request, res: Response, config: AppConfig): Promise<void> {
    const target = this.parse(raw, config);
    if (target.kind === 'own') {
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(307, target.path);
      return;
    }
    const upstream = await fetch(target.url, {
      method: req.method === 'HEAD' ? 'HEAD' : 'GET',
      headers: req.headers.range ? { range: req.headers.range } : {},
      redirect: 'error',
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    const type = upstream?.headers.get('content-type') ?? '';
    if (!upstream || !(upstream.status === 200 || upstream.status === 206) || !type.startsWith('audio/')) {
      await upstream?.body?.cancel().catch(() => undefined);
      const error = new ProviderAudioError();
      res.status(502).json({ statusCode: 502, message: error.message, error: 'Bad Gateway', code: error.code });
      return;
    }
    res.status(upstream.status);
    for (const header of ['content-type', 'content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified']) {
      const value = upstream.headers.get(header);
      if (value) res.setHeader(header, value);
    }
    res.setHeader('Cache-Control', 'private, max-age=3600');
    if (req.method === 'HEAD' || !upstream.body) {
      res.end();
      return;
    }
    await pipeline(Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream), res).catch(() => {
      if (!res.writableEnded) res.destroy();
    });
  }

  private parse(raw: string, config: AppConfig): { kind: 'own'; path: string } | { kind: 'provider'; url: URL } {
    let url: URL;
    try {
      url = new URL(raw, 'http://relative.invalid');
    } catch {
      throw new NotProxiableError();
    }
    const own = url.origin === 'http://relative.invalid' || (config.PUBLIC_URL !== undefined && url.origin === new URL(config.PUBLIC_URL).origin);
    if (own) {
      if (!OWN_MEDIA.test(url.pathname) || url.search) throw new NotProxiableError();
      return { kind: 'own', path: url.pathname };
    }
    if (!['https:', 'http:'].includes(url.protocol) || url.username || url.password) throw new NotProxiableError();
    if (!providerHosts(config).has(url.host.toLowerCase())) throw new NotProxiableError();
    return { kind: 'provider', url };
  }
}

export function providerHosts(config: AppConfig): Set<string> {
  const hosts = new Set<string>();
  if (config.MUSIC_API_URL) hosts.add(new URL(config.MUSIC_API_URL).host.toLowerCase());
  for (const host of (config.AUDIO_PROXY_HOSTS ?? '').split(',')) if (host.trim()) hosts.add(host.trim().toLowerCase());
  return hosts;
}
