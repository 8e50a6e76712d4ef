import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { Idempotent } from '../../../../shared/http/idempotency';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { Schema } from '@boogy/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../shared/config';
import { fixedDomainError } from '../../../../shared/ddd';
import { RateLimiter, type RateLimitRule } from '../../../../shared/http/rate-limit';
import { GenerateLyricsCommand } from '../../application/commands/generate-lyrics/generate-lyrics.handler';
import { GenerateMusicCommand } from '../../application/commands/generate-music/generate-music.command';
import { SongChanges } from '../../application/ports/song-changes.port';
import { GetMusicStatusQuery } from '../../application/queries/song-reads/song-reads.queries';
import { GenerateLyricsDto, GenerateMusicDto } from './dto/song.dto';
import { streamMusicStatus } from './music-status-events';
import { clientIp, ViewerResolver } from './viewer.resolver';

class LyricsRateLimitedError extends fixedDomainError('rate_limited', 'lyrics_rate_limited', 'Too many lyric requests. Please wait a minute and try again.') {}

@Controller('api')
export class MusicController {
  private readonly lyricsRule: RateLimitRule;
  private readonly statusStreamMs: number;

  constructor(
    private readonly viewers: ViewerResolver,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly limiter: RateLimiter,
    private readonly changes: SongChanges,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.lyricsRule = { points: config.LYRICS_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 };
    this.statusStreamMs = config.MUSIC_STATUS_STREAM_SECONDS * 1000;
  }

  @Post('generate-lyrics')
  @HttpCode(200)
  async generateLyrics(@Body() body: GenerateLyricsDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'GeneratedLyrics'>> {
    // Counted in PostgreSQL: the limit holds however many API instances run.
    const verdict = await this.limiter.hit(`generate-lyrics:ip:${clientIp(req)}`, this.lyricsRule);
    if (!verdict.allowed) {
      res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      throw new LyricsRateLimitedError();
    }
    return this.commandBus.execute(new GenerateLyricsCommand(body));
  }

  @Post('generate-music')
  @UseInterceptors(Idempotent)
  @HttpCode(202)
  async generateMusic(@Body() body: GenerateMusicDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'MusicTask'>> {
    return this.commandBus.execute(new GenerateMusicCommand(body, await this.viewers.resolve(req, res)));
  }

  @Get('check-music-status/:taskId')
  async status(@Param('taskId') taskId: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'MusicStatus'>> {
    res.setHeader('Cache-Control', 'no-store');
    return this.queryBus.execute(new GetMusicStatusQuery(taskId, await this.viewers.resolve(req, res)));
  }

  /** The same status, pushed as Server-Sent Events while the song renders (the browser polls only without them). */
  @Get('check-music-status/:taskId/events')
  async statusEvents(@Param('taskId') taskId: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const viewer = await this.viewers.resolve(req, res);
    const read = () => this.queryBus.execute(new GetMusicStatusQuery(taskId, viewer));
    streamMusicStatus(req, res, await read(), read, this.changes, this.statusStreamMs);
  }
}
