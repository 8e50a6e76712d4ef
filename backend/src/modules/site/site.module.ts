import { Module } from '@nestjs/common';
import { SiteController } from './interface/http/site.controller';
import { SitePages } from './interface/http/site-pages';

export { SitePages };

/**
 * What search engines and link previews read: robots.txt, sitemap.xml and each HTML page's tags.
 * No tables of its own: share facts come from social's public query.
 */
@Module({ controllers: [SiteController], providers: [SitePages], exports: [SitePages] })
export class SiteModule {}
