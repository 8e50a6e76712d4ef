import { Module } from '@nestjs/common';
import { ModerateSuggestionHandler } from './application/commands/moderate-suggestion/moderate-suggestion.handler';
import { SendSupportMessageHandler } from './application/commands/send-support-message/send-support-message.handler';
import { SubmitSuggestionHandler } from './application/commands/submit-suggestion/submit-suggestion.handler';
import { VoteForSuggestionHandler } from './application/commands/vote-for-suggestion/vote-for-suggestion.handler';
import { PRODUCT_TERMS } from './application/ports/product-terms.port';
import { SUGGESTION_REPOSITORY } from './application/ports/suggestion-repository.port';
import { SUPPORT_DESK } from './application/ports/support-desk.port';
import { SENDER_ACCOUNTS } from './application/ports/sender-accounts.port';
import { GetHelpFactsHandler } from './application/queries/get-help-facts/get-help-facts.handler';
import { ListSuggestionsForAdminHandler, ListSuggestionsHandler } from './application/queries/list-suggestions/list-suggestions.handler';
import { ProductTermsAdapter } from './infrastructure/product-terms.adapter';
import { MikroSuggestionRepository } from './infrastructure/suggestion.repository';
import { SupportDeskAdapter } from './infrastructure/support-desk.adapter';
import { IdentitySenderAccountsAdapter } from './infrastructure/identity-sender-accounts.adapter';
import { AdminSuggestionsController } from './interface/http/admin-suggestions.controller';
import { CommunityController } from './interface/http/community.controller';
import { RateLimiter, RateLimitGuard } from '../../shared/http/rate-limit';

/** Community: suggestions and votes, Contact Support, and the Help FAQ's facts. */
@Module({
  controllers: [CommunityController, AdminSuggestionsController],
  providers: [
    SubmitSuggestionHandler,
    VoteForSuggestionHandler,
    ModerateSuggestionHandler,
    SendSupportMessageHandler,
    ListSuggestionsHandler,
    ListSuggestionsForAdminHandler,
    GetHelpFactsHandler,
    { provide: SUGGESTION_REPOSITORY, useClass: MikroSuggestionRepository },
    { provide: SUPPORT_DESK, useClass: SupportDeskAdapter },
    { provide: SENDER_ACCOUNTS, useClass: IdentitySenderAccountsAdapter },
    // Point this at the affiliate context's rates once it serves them.
    { provide: PRODUCT_TERMS, useClass: ProductTermsAdapter },
    RateLimiter,
    RateLimitGuard,
  ],
})
export class CommunityModule {}
