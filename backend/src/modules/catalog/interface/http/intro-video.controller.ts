import { Controller, Get, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { IntroVideo, type IntroVideoFile } from '../../application/ports/intro-video.port';
import { GetIntroVideoQuery } from '../../application/queries/intro-video/get-intro-video.query';
import { sendMedia } from './media-response';

/**
 * The landing page's intro video, its poster and its captions: public, cacheable, served with
 * Range like the songs' media. 503 + Retry-After while it is being made; 404 where this server
 * makes none (INTRO_VIDEO=false).
 */
@Controller('api/intro-video')
export class IntroVideoController {
  constructor(
    private readonly queries: QueryBus,
    private readonly intro: IntroVideo,
  ) {}

  @Get()
  video(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send('video', req, res);
  }

  @Get('poster')
  poster(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send('poster', req, res);
  }

  @Get('captions')
  captions(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send('captions', req, res);
  }

  private async send(file: IntroVideoFile, req: Request, res: Response): Promise<void> {
    const answer = await this.queries.execute(new GetIntroVideoQuery(file));
    if (answer.state !== 'ready') {
      if (answer.state === 'off') {
        res.status(404).json({ statusCode: 404, message: 'This server has no intro video', error: 'Not Found', code: 'intro_video_off' });
        return;
      }
      res.setHeader('Retry-After', String(answer.retryAfterSeconds));
      res.setHeader('Cache-Control', 'no-store');
      res.status(503).json({ statusCode: 503, message: 'The intro video is being made: try again shortly', error: 'Service Unavailable', code: 'intro_video_not_ready' });
      return;
    }
    // The same for everyone and unchanged until the server makes a new edition (ETag changes then).
    await sendMedia(req, res, this.intro.files, answer.key, { cacheControl: 'public, max-age=3600' });
  }
}
