import { Body, Controller, Get, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { Schema } from '@boogy/contracts';
import { CurrentUserId, SignedInGuard, startSession } from '../../../../shared/http/session-user';
import { RateLimit, RateLimitGuard, type RateLimitPolicy } from '../../../../shared/http/rate-limit';
import { ConfirmSamplePackCommand } from '../../application/commands/confirm-sample-pack/confirm-sample-pack.command';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FreeSongDownloadCommand } from '../../application/commands/free-song-download/free-song-download.command';
import { GetPricingQuery } from '../../application/queries/get-pricing/get-pricing.handler';
import { ValidateVoucherQuery } from '../../application/queries/validate-voucher/validate-voucher.query';
import { ListSamplePacksQuery } from '../../application/queries/offers/offers.queries';
import { BuyerResolver } from './buyer.resolver';
import { FreeSongDownloadDto, SamplePackSuccessDto, ValidateVoucherDto } from './dto/checkout.dto';

/**
 * Voucher codes can be guessed: the routes that tell whether a code works share one budget per
 * address, generous for people, far too small to try codes in bulk.
 */
const VOUCHER_CHECKS: RateLimitPolicy = { perIp: { points: 30, windowSeconds: 15 * 60 } };

/** Prices, voucher checks, free downloads and sample packs. */
@Controller('api')
export class PurchasesController {
  constructor(
    private readonly buyers: BuyerResolver,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The full song's price in the currency of a country (?country=JP), charged in USD. */
  @Get('pricing')
  async getPricing(@Query('country') country?: string): Promise<Schema<'Pricing'>> {
    return this.queries.execute(new GetPricingQuery(typeof country === 'string' ? country : undefined));
  }

  /** The sample credit packages. */
  @Get('sample-packs')
  listSamplePacks(): Promise<Schema<'SamplePack'>[]> {
    return this.queries.execute(new ListSamplePacksQuery());
  }

  /** A voucher that can be used now, with the song's price after it. */
  @Post('validate-voucher')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('voucher-check', VOUCHER_CHECKS)
  async validateVoucher(@Body() body: ValidateVoucherDto): Promise<Schema<'VoucherCheck'>> {
    const quote = await this.queries.execute(new ValidateVoucherQuery(body.code));
    const { voucher } = quote;
    return {
      code: voucher.code,
      discountType: voucher.discountType,
      discountValue: voucher.discountValue,
      priceCents: quote.listPriceCents,
      finalPriceCents: quote.finalPriceCents,
    };
  }

  /** Unlocks a song whose price a voucher brings to 0 (a guest gives first name and email). */
  @Post('free-song-download')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('voucher-check', VOUCHER_CHECKS)
  async freeSongDownload(@Body() body: FreeSongDownloadDto, @Req() req: Request): Promise<Schema<'FreeDownloadResult'>> {
    const { userStatus, message, signInUserId } = await this.commands.execute(new FreeSongDownloadCommand(body, this.buyers.resolve(req)));
    if (signInUserId) await startSession(req, signInUserId);
    return { userStatus, message };
  }

  /** Confirms a captured sample-pack order and answers the credit balance (credits granted once). */
  @Post('sample-pack-success')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async samplePackSuccess(@Body() body: SamplePackSuccessDto, @CurrentUserId() userId: string): Promise<Schema<'SamplePackCredited'>> {
    return this.commands.execute(new ConfirmSamplePackCommand(body.orderId, userId));
  }
}
