import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';

/**
 * `/shares/{id}` is the older form of a public share link: a permanent redirect to the share page
 * (the app redirects too, but crawlers fetching a link preview do not run it).
 */
@Controller('shares')
export class ShareLinkRedirectController {
  @Get(':shareId')
  redirect(@Param('shareId') shareId: string, @Res() res: Response): void {
    res.redirect(301, `/shared/${encodeURIComponent(shareId)}`);
  }
}
