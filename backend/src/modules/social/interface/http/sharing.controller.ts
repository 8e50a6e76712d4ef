import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { Schema } from '@boogy/contracts';
import { APP_CONFIG, publicUrl, type AppConfig } from '../../../../shared/config';
import { CurrentUserId, SignedInGuard } from '../../../../shared/http/session-user';
import { CreateShareLinkCommand } from '../../application/commands/create-share-link/create-share-link.command';
import { ShareWithFriendCommand } from '../../application/commands/share-with-friend/share-with-friend.command';
import { GetPublicShareQuery } from '../../application/queries/get-public-share/get-public-share.query';
import { CreateShareLinkDto, ShareWithFriendDto } from './dto/social.dto';

/** Sharing a song with a friend or by a public link, and the public link's page data. */
@Controller('api')
export class SharingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('songs/:id/share-with-friend')
  @UseGuards(SignedInGuard)
  @HttpCode(201)
  shareWithFriend(@CurrentUserId() userId: string, @Param('id') songId: string, @Body() body: ShareWithFriendDto): Promise<Schema<'FriendShareCreated'>> {
    return this.commands.execute(new ShareWithFriendCommand(userId, songId, body.friendId, body.shareType, body.message ?? null));
  }

  @Post('songs/:id/share')
  @UseGuards(SignedInGuard)
  @HttpCode(201)
  createLink(@CurrentUserId() userId: string, @Param('id') songId: string, @Body() body: CreateShareLinkDto): Promise<Schema<'ShareLink'>> {
    return this.commands.execute(new CreateShareLinkCommand(userId, songId, body.shareType, publicUrl(this.config)));
  }

  /** Public: the link's id is its secret. */
  @Get('shares/:shareId')
  async publicShare(@CurrentUserId() userId: string | null, @Param('shareId') shareId: string, @Res({ passthrough: true }) res: Response): Promise<Schema<'PublicShare'>> {
    res.setHeader('Cache-Control', 'private, no-cache');
    return this.queries.execute(new GetPublicShareQuery(shareId, userId));
  }
}
