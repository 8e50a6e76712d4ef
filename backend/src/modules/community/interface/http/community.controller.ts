import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { Schema } from '@boogy/contracts';
import { CurrentUserId } from '../../../../shared/http/session-user';
import { RateLimit, RateLimitGuard, type RateLimitPolicy } from '../../../../shared/http/rate-limit';
import { SendSupportMessageCommand } from '../../application/commands/send-support-message/send-support-message.command';
import { SubmitSuggestionCommand } from '../../application/commands/submit-suggestion/submit-suggestion.command';
import { VoteForSuggestionCommand } from '../../application/commands/vote-for-suggestion/vote-for-suggestion.command';
import { GetHelpFactsQuery } from '../../application/queries/get-help-facts/get-help-facts.query';
import { ListSuggestionsQuery } from '../../application/queries/list-suggestions/list-suggestions.query';
import { SUPPORT_REPLY_HOURS } from '../../../../shared/product-terms';
import { SubmitSuggestionDto, SupportContactDto, VoteDto } from './dto/community.dto';

const HOUR = 60 * 60;
/** Generous for a party on one Wi-Fi, far too small to flood the board or the support inbox. */
const LIMITS = {
  suggest: { perIp: { points: 20, windowSeconds: HOUR } },
  vote: { perIp: { points: 200, windowSeconds: HOUR } },
  contact: { perIp: { points: 10, windowSeconds: HOUR }, perEmail: { points: 5, windowSeconds: HOUR } },
} satisfies Record<string, RateLimitPolicy>;

/** Suggestions board, votes, Contact Support and the Help FAQ's numbers: no login needed. */
@Controller('api')
export class CommunityController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('suggestions')
  list(): Promise<Schema<'Suggestion'>[]> {
    return this.queries.execute(new ListSuggestionsQuery());
  }

  @Post('suggestions')
  @HttpCode(201)
  @UseGuards(RateLimitGuard)
  @RateLimit('suggest', LIMITS.suggest)
  submit(@Body() body: SubmitSuggestionDto, @CurrentUserId() userId: string | null): Promise<Schema<'Suggestion'>> {
    return this.commands.execute(new SubmitSuggestionCommand(body, userId));
  }

  @Post('suggestions/:id/vote')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('vote', LIMITS.vote)
  vote(@Param('id') id: string, @Body() body: VoteDto, @CurrentUserId() userId: string | null, @Req() req: Request): Promise<Schema<'VoteResult'>> {
    return this.commands.execute(new VoteForSuggestionCommand(id, { userId, email: body.email ?? null, ip: req.ip ?? null }));
  }

  @Post('support/contact')
  @HttpCode(201)
  @UseGuards(RateLimitGuard)
  @RateLimit('support-contact', LIMITS.contact)
  async contact(@Body() body: SupportContactDto, @CurrentUserId() userId: string | null): Promise<Schema<'SupportReceipt'>> {
    const { id } = await this.commands.execute(new SendSupportMessageCommand(body, userId));
    return { id, message: `We've received your message and will respond within ${SUPPORT_REPLY_HOURS} hours.` };
  }

  @Get('help/facts')
  helpFacts(): Promise<Schema<'HelpFacts'>> {
    return this.queries.execute(new GetHelpFactsQuery());
  }
}
