import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { CurrentUserId, SignedInGuard } from '../../../../shared/http/session-user';
import { MarkSharedSongReadCommand } from '../../application/commands/mark-shared-song-read/mark-shared-song-read.command';
import { RemoveFriendCommand } from '../../application/commands/remove-friend/remove-friend.command';
import { RespondToFriendRequestCommand } from '../../application/commands/respond-to-friend-request/respond-to-friend-request.command';
import { SendFriendRequestCommand } from '../../application/commands/send-friend-request/send-friend-request.command';
import { ListReceivedRequestsQuery, ListSentRequestsQuery } from '../../application/queries/list-friend-requests/list-friend-requests.query';
import { ListFriendsQuery } from '../../application/queries/list-friends/list-friends.query';
import { CountUnreadSharedSongsQuery, ListSharedSongsQuery } from '../../application/queries/list-shared-songs/list-shared-songs.query';
import { SearchUsersQuery } from '../../application/queries/search-users/search-users.query';
import { FriendRequestDto, SearchFriendsQueryDto } from './dto/social.dto';

/** Friends, friend requests and songs shared with the signed-in user. */
@Controller('api/friends')
@UseGuards(SignedInGuard)
export class FriendsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  list(@CurrentUserId() userId: string): Promise<Schema<'Friend'>[]> {
    return this.queries.execute(new ListFriendsQuery(userId));
  }

  @Get('search')
  search(@CurrentUserId() userId: string, @Query() query: SearchFriendsQueryDto): Promise<Schema<'FriendSearchResult'>[]> {
    return this.queries.execute(new SearchUsersQuery(userId, query.q));
  }

  @Post('request')
  @HttpCode(201)
  request(@CurrentUserId() userId: string, @Body() body: FriendRequestDto): Promise<Schema<'SentFriendRequest'>> {
    return this.commands.execute(new SendFriendRequestCommand(userId, body.receiverId, body.message?.trim() || null));
  }

  @Get('requests/pending')
  pending(@CurrentUserId() userId: string): Promise<Schema<'PendingFriendRequest'>[]> {
    return this.queries.execute(new ListReceivedRequestsQuery(userId));
  }

  @Get('requests/sent')
  sent(@CurrentUserId() userId: string): Promise<Schema<'SentFriendRequest'>[]> {
    return this.queries.execute(new ListSentRequestsQuery(userId));
  }

  @Post('requests/:id/accept')
  @HttpCode(200)
  async accept(@CurrentUserId() userId: string, @Param('id') id: string): Promise<Schema<'Message'>> {
    await this.commands.execute(new RespondToFriendRequestCommand(userId, id, 'accept'));
    return { message: 'Friend request accepted' };
  }

  @Post('requests/:id/decline')
  @HttpCode(200)
  async decline(@CurrentUserId() userId: string, @Param('id') id: string): Promise<Schema<'Message'>> {
    await this.commands.execute(new RespondToFriendRequestCommand(userId, id, 'decline'));
    return { message: 'Friend request declined' };
  }

  @Delete('requests/:id')
  @HttpCode(204)
  async cancel(@CurrentUserId() userId: string, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new RespondToFriendRequestCommand(userId, id, 'cancel'));
  }

  @Get('shared-songs')
  sharedSongs(@CurrentUserId() userId: string): Promise<Schema<'SharedSong'>[]> {
    return this.queries.execute(new ListSharedSongsQuery(userId));
  }

  @Get('shared-songs/unread-count')
  unreadCount(@CurrentUserId() userId: string): Promise<Schema<'UnreadCount'>> {
    return this.queries.execute(new CountUnreadSharedSongsQuery(userId));
  }

  @Post('shared-songs/:id/read')
  @HttpCode(200)
  async markRead(@CurrentUserId() userId: string, @Param('id') id: string): Promise<Schema<'SharedSongRead'>> {
    await this.commands.execute(new MarkSharedSongReadCommand(userId, id));
    return { id, isRead: true };
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUserId() userId: string, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new RemoveFriendCommand(userId, id));
  }
}
