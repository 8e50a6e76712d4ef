import { Controller, Get, Header, Inject } from '@nestjs/common';
import { APP_CONFIG, publicLink, type AppConfig } from '../../../../shared/config';

/** The public pages search engines should find (client routes anyone can open without an account). */
export const PUBLIC_PAGES = ['/', '/about', '/help', '/suggestions'] as const;

/** Pages that are someone's own (or server paths): not for search engines. Share pages stay crawlable so link previews work; they carry noindex. */
const PRIVATE_PATHS = ['/api/', '/paypal/', '/dev/', '/metrics', '/admin', '/account', '/earnings', '/jukebox', '/shared-songs', '/friends', '/reset-password', '/sign-in-link'];

/** robots.txt and sitemap.xml, with PUBLIC_URL as the site's origin. */
@Controller()
export class SiteController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${this.origin()}/sitemap.xml`, ''].join('\n');
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  sitemap(): string {
    const urls = PUBLIC_PAGES.map((path) => `  <url><loc>${xmlEscape(this.origin() + path)}</loc></url>`);
    return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
  }

  private origin(): string {
    return publicLink(this.config, '');
  }
}

const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
