import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Schema } from '@boogy/contracts';
import { CurrentUserId, SignedInGuard } from '../../../../shared/http/session-user';
import { CreateSongHandler } from '../../application/commands/create-song/create-song.handler';
import { DeleteSongHandler } from '../../application/commands/delete-song/delete-song.handler';
import { RenameSongHandler } from '../../application/commands/rename-song/rename-song.handler';
import { GuestAllowance } from '../../application/guest-allowance';
import { SongQueries } from '../../application/queries/song-queries';
import { ListGuestSongsQuery } from '../../application/queries/list-guest-songs/list-guest-songs.query';
import { toSongView } from '../../application/song-view';
import { SongRepository } from '../../infrastructure/song.repository';
import { CreateSongDto, LyricsQueryDto, ManualFetchLyricsDto, RenameSongDto } from './dto/song.dto';
import { clientIp, ViewerResolver } from './viewer.resolver';

@Controller('api')
export class SongsController {
  constructor(
    private readonly em: EntityManager,
    private readonly viewers: ViewerResolver,
    private readonly createSong: CreateSongHandler,
    private readonly renameSong: RenameSongHandler,
    private readonly deleteSong: DeleteSongHandler,
    private readonly queries: SongQueries,
    private readonly guests: GuestAllowance,
    private readonly songs: SongRepository,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('songs')
  @HttpCode(201)
  async create(@Body() body: CreateSongDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'CreatedSong'>> {
    const viewer = await this.viewers.resolveOrIssue(req, res);
    const ip = clientIp(req);
    const creator = viewer.userId ? { userId: viewer.userId, guestId: null, ip } : { userId: null, guestId: viewer.guestId!, ip };
    const { song, guestSamplesLeft } = await this.createSong.execute(this.em, body, creator);
    return { id: song.id, title: song.title, song: toSongView(song, [], viewer), guestSamplesLeft };
  }

  @Get('guest-samples')
  async guestSamples(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'GuestSamples'>> {
    const viewer = await this.viewers.resolve(req, res);
    return this.guests.count(this.em, viewer.guestId, clientIp(req));
  }

  /** A guest's songs of the last 24 h (their own cookie's only); [] for signed-in users and cookie-less visitors. */
  @Get('guest/songs')
  async guestSongs(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'GuestSong'>[]> {
    res.setHeader('Cache-Control', 'private, no-store');
    const viewer = await this.viewers.resolve(req, res);
    return this.queryBus.execute(new ListGuestSongsQuery(viewer.userId ? null : viewer.guestId));
  }

  @Get('songs/:id')
  async get(@Param('id') id: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'Song'>> {
    res.setHeader('Cache-Control', 'private, no-cache');
    return this.queries.song(this.em, id, await this.viewers.resolve(req, res));
  }

  @Patch('songs/:id')
  async rename(@Param('id') id: string, @Body() body: RenameSongDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'Song'>> {
    const viewer = await this.viewers.resolve(req, res);
    const song = await this.renameSong.execute(this.em, { songId: id, title: body.title }, viewer);
    return toSongView(song, await this.songs.tracksOf(this.em, song.id), viewer);
  }

  @Delete('songs/:id')
  @HttpCode(204)
  async remove(@Param('id') id: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.deleteSong.execute(this.em, id, await this.viewers.resolve(req, res));
  }

  @Get('user/purchased-songs')
  @UseGuards(SignedInGuard)
  async purchased(@CurrentUserId() userId: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'Song'>[]> {
    await this.viewers.resolve(req, res); // claims a just-registered guest's songs first
    res.setHeader('Cache-Control', 'private, no-store');
    return this.queries.userSongs(this.em, userId, { paidOnly: true });
  }

  @Get('user/songs')
  @UseGuards(SignedInGuard)
  async mine(@CurrentUserId() userId: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'Song'>[]> {
    await this.viewers.resolve(req, res);
    res.setHeader('Cache-Control', 'private, no-store');
    return this.queries.userSongs(this.em, userId, { paidOnly: false });
  }

  @Get('songs/:id/timestamped-lyrics')
  async lyrics(@Param('id') id: string, @Query() query: LyricsQueryDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'TimestampedLyrics'>> {
    res.setHeader('Cache-Control', 'no-store');
    return this.queries.timestampedLyrics(this.em, id, await this.viewers.resolve(req, res), query.version ?? 1);
  }

  /** Word timings again; the engine stores them with every track, so this reads them back. */
  @Post('manual-fetch-lyrics')
  @HttpCode(200)
  async manualFetchLyrics(@Body() body: ManualFetchLyricsDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'TimestampedLyrics'>> {
    const viewer = await this.viewers.resolve(req, res);
    const song = await this.songs.findOwned(this.em, body.songId, viewer);
    const tracks = await this.songs.tracksOf(this.em, song.id);
    const version = tracks.find((t) => t.id === body.sunoTrackId)?.version ?? 1;
    return this.queries.lyricsOf(this.em, song, version, viewer);
  }
}
