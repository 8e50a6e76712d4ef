import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { Idempotent } from '../../../../shared/http/idempotency';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { Schema } from '@boogy/contracts';
import { CurrentUserId, SignedInGuard } from '../../../../shared/http/session-user';
import { CreateSongCommand } from '../../application/commands/create-song/create-song.command';
import { DeleteSongCommand } from '../../application/commands/delete-song/delete-song.handler';
import { RenameSongCommand } from '../../application/commands/rename-song/rename-song.handler';
import { ListGuestSongsQuery } from '../../application/queries/list-guest-songs/list-guest-songs.query';
import { GetGuestSamplesQuery, GetSongQuery, GetTimestampedLyricsQuery, ListUserSongsQuery } from '../../application/queries/song-reads/song-reads.queries';
import { PageQuery } from '../../../../shared/http/page-query';
import { sendJsonAnswer } from './json-answer-response';
import { songPage } from './song-page';
import { CreateSongDto, LyricsQueryDto, ManualFetchLyricsDto, RenameSongDto } from './dto/song.dto';
import { clientIp, ViewerResolver } from './viewer.resolver';

@Controller('api')
export class SongsController {
  constructor(
    private readonly viewers: ViewerResolver,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('songs')
  @UseInterceptors(Idempotent)
  @HttpCode(201)
  async create(@Body() body: CreateSongDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'CreatedSong'>> {
    const viewer = await this.viewers.resolveOrIssue(req, res);
    const ip = clientIp(req);
    const creator = viewer.userId ? { userId: viewer.userId, guestId: null, ip } : { userId: null, guestId: viewer.guestId!, ip };
    return this.commandBus.execute(new CreateSongCommand(body, creator, viewer));
  }

  @Get('guest-samples')
  async guestSamples(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'GuestSamples'>> {
    const viewer = await this.viewers.resolve(req, res);
    return this.queryBus.execute(new GetGuestSamplesQuery(viewer.guestId, clientIp(req)));
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
    return this.queryBus.execute(new GetSongQuery(id, await this.viewers.resolve(req, res)));
  }

  @Patch('songs/:id')
  async rename(@Param('id') id: string, @Body() body: RenameSongDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'Song'>> {
    return this.commandBus.execute(new RenameSongCommand(id, body.title, await this.viewers.resolve(req, res)));
  }

  @Delete('songs/:id')
  @HttpCode(204)
  async remove(@Param('id') id: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.commandBus.execute(new DeleteSongCommand(id, await this.viewers.resolve(req, res)));
  }

  /** Schema<'SongList'>, sent as serialised by the query (the same bytes serve repeated requests). */
  @Get('user/purchased-songs')
  @UseGuards(SignedInGuard)
  async purchased(@CurrentUserId() userId: string, @Query() page: PageQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.viewers.resolve(req, res); // claims a just-registered guest's songs first
    res.setHeader('Cache-Control', 'private, no-store');
    sendJsonAnswer(req, res, await this.queryBus.execute(new ListUserSongsQuery(userId, true, songPage(page))));
  }

  /** Schema<'SongList'>, as purchased(). */
  @Get('user/songs')
  @UseGuards(SignedInGuard)
  async mine(@CurrentUserId() userId: string, @Query() page: PageQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.viewers.resolve(req, res);
    res.setHeader('Cache-Control', 'private, no-store');
    sendJsonAnswer(req, res, await this.queryBus.execute(new ListUserSongsQuery(userId, false, songPage(page))));
  }

  @Get('songs/:id/timestamped-lyrics')
  async lyrics(@Param('id') id: string, @Query() query: LyricsQueryDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'TimestampedLyrics'>> {
    res.setHeader('Cache-Control', 'no-store');
    return this.queryBus.execute(new GetTimestampedLyricsQuery(id, await this.viewers.resolve(req, res), { version: query.version ?? 1 }));
  }

  /** Word timings again; the engine stores them with every track, so this reads them back. */
  @Post('manual-fetch-lyrics')
  @HttpCode(200)
  async manualFetchLyrics(@Body() body: ManualFetchLyricsDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'TimestampedLyrics'>> {
    const viewer = await this.viewers.resolve(req, res);
    return this.queryBus.execute(new GetTimestampedLyricsQuery(body.songId, viewer, { trackId: body.sunoTrackId ?? null, ownerOnly: true }));
  }
}
