import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { SessionOnlyGuard } from '../../../../shared/http/api-token-auth';
import { CurrentUserId, SignedInGuard } from '../../../../shared/http/session-user';
import { CreateApiTokenCommand } from '../../application/commands/create-api-token/create-api-token.command';
import { RevokeApiTokenCommand } from '../../application/commands/revoke-api-token/revoke-api-token.command';
import { ListApiTokensQuery } from '../../application/queries/list-api-tokens/list-api-tokens.query';
import { ApiTokenNotFoundError } from '../../domain/integrations.errors';
import { CreateApiTokenDto } from './dto/integrations.dto';
import { isUuid } from './uuid';

/**
 * The account's API tokens. Creating and revoking need the browser session: a token never mints or
 * revokes tokens, so a leaked one cannot make itself permanent.
 */
@Controller('api/user/api-tokens')
@UseGuards(SignedInGuard)
export class ApiTokensController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @HttpCode(201)
  @UseGuards(SessionOnlyGuard)
  create(@CurrentUserId() userId: string, @Body() body: CreateApiTokenDto): Promise<Schema<'CreatedApiToken'>> {
    return this.commands.execute(new CreateApiTokenCommand(userId, body.name, body.scopes?.length ? [...new Set(body.scopes)] : ['account'], body.expiresAt ? new Date(body.expiresAt) : null));
  }

  @Get()
  list(@CurrentUserId() userId: string): Promise<Schema<'ApiTokenList'>> {
    return this.queries.execute(new ListApiTokensQuery(userId));
  }

  @Delete(':id')
  @HttpCode(204)
  @UseGuards(SessionOnlyGuard)
  async revoke(@CurrentUserId() userId: string, @Param('id') id: string): Promise<void> {
    if (!isUuid(id)) throw new ApiTokenNotFoundError();
    await this.commands.execute(new RevokeApiTokenCommand(userId, id));
  }
}
