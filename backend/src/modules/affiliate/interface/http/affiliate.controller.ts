import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { IsString, MaxLength } from 'class-validator';
import type { Schema } from '@boogy/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../shared/config';
import { CurrentUserId, SignedInGuard } from '../../../../shared/http/session-user';
import { GeneratePersonalizedLinkCommand } from '../../application/commands/generate-personalized-link/generate-personalized-link.command';
import { UpdateSlugCommand } from '../../application/commands/update-slug/update-slug.command';
import { CheckSlugQuery } from '../../application/queries/check-slug/check-slug.query';
import { COMMISSION_PAGE_DEFAULT_LIMIT, CommissionHistoryQuery } from '../../application/queries/commission-history/commission-history.query';
import { PageQuery } from '../../../../shared/http/page-query';
import { MyLinksQuery } from '../../application/queries/my-links/my-links.query';
import { EarningsDashboardQuery } from '../../application/queries/earnings-dashboard/earnings-dashboard.query';
import { PayoutHistoryQuery } from '../../application/queries/payout-history/payout-history.query';
import { AffiliateProgramQuery } from '../../application/queries/program/program.query';
import { ReferralDashboardQuery } from '../../application/queries/referral-dashboard/referral-dashboard.query';
import { ResolveInvitationQuery } from '../../application/queries/resolve-invitation/resolve-invitation.query';

export class UpdateSlugDto {
  @IsString({ message: 'slug must be text' })
  @MaxLength(100)
  slug!: string;
}

/** Codes, slugs and invitations (/api/referrals/*). */
@Controller('api/referrals')
export class ReferralLinksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('dashboard')
  @UseGuards(SignedInGuard)
  dashboard(@CurrentUserId() userId: string): Promise<Schema<'ReferralDashboard'>> {
    return this.queries.execute(new ReferralDashboardQuery(userId));
  }

  @Get('program')
  program(): Promise<Schema<'AffiliateProgram'>> {
    return this.queries.execute(new AffiliateProgramQuery());
  }

  @Get('my-personalized-link')
  @UseGuards(SignedInGuard)
  myLink(@CurrentUserId() userId: string, @Req() req: Request): Promise<Schema<'PersonalizedLink'>> {
    return this.queries.execute(new MyLinksQuery(userId, originOf(this.config, req)));
  }

  @Post('generate')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async generate(@CurrentUserId() userId: string, @Req() req: Request): Promise<Schema<'ReferralCodeResult'>> {
    // Every account gets its code at signup; this answers it.
    const links = await this.queries.execute(new MyLinksQuery(userId, originOf(this.config, req)));
    return { referralCode: links.referralCode };
  }

  @Post('generate-personalized-link')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  generatePersonalizedLink(@CurrentUserId() userId: string, @Req() req: Request): Promise<Schema<'PersonalizedLink'>> {
    return this.commands.execute(new GeneratePersonalizedLinkCommand(userId, originOf(this.config, req)));
  }

  @Get('check-slug/:slug')
  @UseGuards(SignedInGuard)
  checkSlug(@CurrentUserId() userId: string, @Param('slug') slug: string): Promise<Schema<'SlugAvailability'>> {
    return this.queries.execute(new CheckSlugQuery(userId, slug.slice(0, 100)));
  }

  @Put('personalized-slug')
  @UseGuards(SignedInGuard)
  updateSlug(@CurrentUserId() userId: string, @Body() body: UpdateSlugDto, @Req() req: Request): Promise<Schema<'PersonalizedLink'>> {
    return this.commands.execute(new UpdateSlugCommand(userId, body.slug, originOf(this.config, req)));
  }

  @Get('resolve-friend/:slug')
  resolve(@Param('slug') slug: string): Promise<Schema<'InvitationResolution'>> {
    return this.queries.execute(new ResolveInvitationQuery(slug.slice(0, 100)));
  }
}

/** The Earnings page's reads (/api/user/*). */
@Controller('api/user')
@UseGuards(SignedInGuard)
export class EarningsController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('earnings-dashboard')
  earnings(@CurrentUserId() userId: string, @Req() req: Request): Promise<Schema<'EarningsDashboard'>> {
    return this.queries.execute(new EarningsDashboardQuery(userId, originOf(this.config, req)));
  }

  @Get('commission-history')
  commissions(@CurrentUserId() userId: string, @Query() page: PageQuery): Promise<Schema<'CommissionHistory'>> {
    return this.queries.execute(new CommissionHistoryQuery(userId, { limit: page.limit ?? COMMISSION_PAGE_DEFAULT_LIMIT, cursor: page.cursor ?? null }));
  }

  @Get('payout-history')
  payouts(@CurrentUserId() userId: string): Promise<Schema<'PayoutHistory'>> {
    return this.queries.execute(new PayoutHistoryQuery(userId));
  }
}

/** Links point at PUBLIC_URL when it is set, else at the origin the browser used. */
function originOf(config: AppConfig, req: Request): string {
  return config.PUBLIC_URL ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
