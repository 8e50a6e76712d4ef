import { Body, Controller, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { Schema } from '@boogy/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../shared/config';
import { GenerateSongVideoCommand } from '../../application/commands/generate-video/generate-video.handler';
import { MediaStorage } from '../../application/media/media-storage';
import { SongChanges } from '../../application/ports/song-changes.port';
import { GetSongVideoMediaQuery } from '../../application/queries/media/media.queries';
import { GetSongVideoQuery } from '../../application/queries/song-video/song-video.query';
import type { VideoRequest } from '../../application/video-request';
import { videoTrackOf } from '../../domain/song-video';
import { GenerateSongVideoDto, MediaQueryDto, VideoMediaQueryDto, VideoTrackQueryDto } from './dto/song.dto';
import { sendMedia } from './media-response';
import { streamSongEvents } from './music-status-events';
import { ViewerResolver } from './viewer.resolver';

/** A file name made from the song title (letters, digits, spaces, dashes and underscores kept). */
const fileNameOf = (title: string) => title.replace(/[^\p{L}\p{N} _.-]/gu, '').trim().slice(0, 100) || 'song';

/** Song videos: make one, follow its render, watch or download it (the paywall decides which one). */
@Controller('api')
export class VideoController {
  private readonly streamMs: number;

  constructor(
    private readonly viewers: ViewerResolver,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly storage: MediaStorage,
    private readonly changes: SongChanges,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.streamMs = config.MUSIC_STATUS_STREAM_SECONDS * 1000;
  }

  @Post('songs/:id/generate-video')
  async generate(@Param('id') id: string, @Query() query: MediaQueryDto, @Body() body: GenerateSongVideoDto | undefined, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'SongVideo'>> {
    const { ready, video } = await this.commands.execute(new GenerateSongVideoCommand(await this.videoRequest(id, query.share, body?.track, req, res)));
    res.status(ready ? 200 : 202);
    res.setHeader('Cache-Control', 'no-store');
    return video;
  }

  @Get('songs/:id/video/events')
  async events(@Param('id') id: string, @Query() query: VideoTrackQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const request = await this.videoRequest(id, query.share, query.track, req, res);
    const read = () => this.queries.execute(new GetSongVideoQuery(request));
    streamSongEvents(req, res, await read(), read, this.changes, this.streamMs, (video) => video.status !== 'rendering');
  }

  @Get('media/songs/:songId/video')
  async video(@Param('songId') songId: string, @Query() query: VideoMediaQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const request = await this.videoRequest(songId, query.share, query.track, req, res);
    const { track } = request;
    const grant = await this.queries.execute(new GetSongVideoMediaQuery(request));
    // One URL serves the preview video or (once paid) the full one: caches must check back.
    await sendMedia(req, res, this.storage, grant.key, {
      cacheControl: 'private, no-cache',
      ...(query.download === '1' ? { downloadName: `${fileNameOf(grant.title)}${track === 1 ? '' : ` (song ${track})`}${grant.kind === 'preview' ? ' (preview)' : ''}.mp4` } : {}),
    });
  }

  /** The video the request is about: the song in the path, the version and share link it names, the caller. */
  private async videoRequest(songId: string, shareId: string | undefined, track: number | undefined, req: Request, res: Response): Promise<VideoRequest> {
    return { songId, viewer: await this.viewers.resolve(req, res), shareId: shareId ?? null, track: videoTrackOf(track) };
  }
}
