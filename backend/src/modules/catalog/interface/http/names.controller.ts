import { Body, Controller, HttpCode, Inject, Post, Req, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../../shared/config';
import { fixedDomainError } from '../../../../shared/ddd';
import { RateLimiter, type RateLimitRule } from '../../../../shared/http/rate-limit';
import type { SungNameClip } from '../../application/ports/name-singer.port';
import { PronounceNameQuery } from '../../application/queries/pronounce-name/pronounce-name.query';
import { PronounceNameDto } from './dto/song.dto';
import { clientIp } from './viewer.resolver';

class PronounceRateLimitedError extends fixedDomainError('rate_limited', 'pronounce_rate_limited', 'Too many names to hear. Please wait a minute and try again.') {}

/** The generator's "hear it" button: open to guests, rate-limited per IP (each clip costs CPU). */
@Controller('api/names')
export class NamesController {
  private readonly rule: RateLimitRule;

  constructor(
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.rule = { points: config.PRONOUNCE_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 };
  }

  @Post('pronounce')
  @HttpCode(200)
  async pronounce(@Body() body: PronounceNameDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    // Counted in PostgreSQL: the limit holds however many API instances run.
    const verdict = await this.limiter.hit(`pronounce-name:ip:${clientIp(req)}`, this.rule);
    if (!verdict.allowed) {
      res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      throw new PronounceRateLimitedError();
    }
    const clip: SungNameClip = await this.queries.execute(new PronounceNameQuery({ name: body.name, soundsLike: body.soundsLike, voice: body.voice ?? 'female' }));
    res.setHeader('Cache-Control', 'no-store');
    return new StreamableFile(clip.mp3, { type: 'audio/mpeg', length: clip.mp3.length });
  }
}
