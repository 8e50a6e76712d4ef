import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../../shared/config';
import { MediaStorage } from '../../application/media/media-storage';
import { ScreenCovers } from '../../application/media/screen-covers';
import type { MediaKind } from '../../application/queries/media-access';
import { GetLyricsDownloadQuery, GetTrackDownloadQuery, GetTrackMediaQuery } from '../../application/queries/media/media.queries';
import { SongNotFoundError } from '../../domain/catalog.errors';
import { AudioProxy } from './audio-proxy';
import { AudioProxyQueryDto, DownloadQueryDto, MediaQueryDto } from './dto/song.dto';
import { contentDisposition, sendMedia } from './media-response';
import { ViewerResolver } from './viewer.resolver';

const KINDS: readonly MediaKind[] = ['full', 'preview', 'cover'];

/** A file name made from the song title (letters, digits, spaces, dashes and underscores kept). */
const fileNameOf = (title: string) => title.replace(/[^\p{L}\p{N} _.-]/gu, '').trim().slice(0, 100) || 'song';

@Controller('api')
export class MediaController {
  constructor(
    private readonly queries: QueryBus,
    private readonly viewers: ViewerResolver,
    private readonly storage: MediaStorage,
    private readonly proxy: AudioProxy,
    private readonly covers: ScreenCovers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('media/songs/:songId/tracks/:version/:kind')
  async trackMedia(@Param('songId') songId: string, @Param('version') version: string, @Param('kind') kind: string, @Query() query: MediaQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (!KINDS.includes(kind as MediaKind)) throw new SongNotFoundError();
    const grant = await this.queries.execute(new GetTrackMediaQuery(songId, version, kind as MediaKind, await this.viewers.resolve(req, res), query.share ?? null));
    // The full file's URL may serve the preview until the song is paid (and again after a refund):
    // caches must check back. Previews and covers never change once written.
    const cacheControl = kind === 'full' ? 'private, no-cache' : 'private, max-age=86400';
    if (kind !== 'cover') {
      await sendMedia(req, res, this.storage, grant.key, { cacheControl });
      return;
    }
    // Browsers name WebP in an image request's Accept (every current one does) and get the cover's WebP
    // copy; link-preview fetchers and API clients, which ask for anything, get the PNG.
    const key = /\bimage\/webp\b/.test(req.get('accept') ?? '') ? await this.covers.webpKey(grant.key) : grant.key;
    await sendMedia(req, res, this.storage, key, { cacheControl, variesByAccept: true });
  }

  @Get('songs/:id/download')
  async download(@Param('id') id: string, @Query() query: DownloadQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const viewer = await this.viewers.resolve(req, res);
    if (query.type === 'lyrics') {
      const song = await this.queries.execute(new GetLyricsDownloadQuery(id, viewer, query.share ?? null));
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Content-Disposition', contentDisposition(`${fileNameOf(song.title)} - lyrics.txt`));
      res.setHeader('Cache-Control', 'private, no-store');
      res.status(200).send(`${song.title}\n\n${song.lyrics}\n`);
      return;
    }
    const { title, key } = await this.queries.execute(new GetTrackDownloadQuery(id, query.version ?? 1, viewer, query.share ?? null));
    const suffix = (query.version ?? 1) === 1 ? '' : ` (Song ${query.version})`;
    await sendMedia(req, res, this.storage, key!, { cacheControl: 'private, no-store', downloadName: `${fileNameOf(title)}${suffix}.mp3` });
  }

  @Get('audio-proxy')
  async audioProxy(@Query() query: AudioProxyQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.proxy.relay(query.url, req, res, this.config);
  }
}
