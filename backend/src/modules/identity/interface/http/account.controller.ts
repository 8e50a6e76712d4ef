import { Body, Controller, Get, HttpCode, Patch, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { Schema } from '@boogy/contracts';
import { CurrentUserId, SignedInGuard } from '../../../../shared/http/session-user';
import { CancelEmailChangeCommand } from '../../application/commands/cancel-email-change/cancel-email-change.command';
import { DeactivateAccountCommand } from '../../application/commands/deactivate-account/deactivate-account.command';
import { RequestEmailChangeCommand } from '../../application/commands/request-email-change/request-email-change.command';
import { UpdatePayoutEmailCommand } from '../../application/commands/update-payout-email/update-payout-email.command';
import { UpdatePreferredCurrencyCommand } from '../../application/commands/update-preferred-currency/update-preferred-currency.command';
import { VerifyEmailChangeCommand } from '../../application/commands/verify-email-change/verify-email-change.command';
import { endSession } from '../../infrastructure/sessions';
import { CurrencyDto, PaypalEmailDto, PreferredCurrencyDto, RequestEmailChangeDto } from './dto/account.dto';
import { RateLimitGuard } from '../../../../shared/http/rate-limit';
import { RateLimited } from './rate-limits';

/** The signed-in user's own settings: email change, payout email, currency, account deletion. */
@Controller('api')
export class AccountController {
  constructor(private readonly commands: CommandBus) {}

  @Post('auth/request-email-change')
  @HttpCode(200)
  @UseGuards(SignedInGuard, RateLimitGuard)
  @RateLimited('email-change')
  async requestEmailChange(@CurrentUserId() userId: string, @Body() body: RequestEmailChangeDto): Promise<Schema<'EmailChangeRequested'>> {
    const pendingEmail = await this.commands.execute(new RequestEmailChangeCommand(userId, body.newEmail, body.currentPassword));
    return { message: `We've sent a verification link to ${pendingEmail}. Open it to finish changing your email.`, pendingEmail };
  }

  @Post('auth/cancel-email-change')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async cancelEmailChange(@CurrentUserId() userId: string): Promise<Schema<'Message'>> {
    await this.commands.execute(new CancelEmailChangeCommand(userId));
    return { message: 'Email change cancelled.' };
  }

  /** The verification link sent to the new address lands here. */
  @Get('auth/verify-email')
  async verifyEmail(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    const outcome = typeof token === 'string' ? await this.commands.execute(new VerifyEmailChangeCommand(token)) : 'expired';
    res.redirect(302, `/account?emailChange=${outcome}`);
  }

  @Post('auth/deactivate-account')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async deactivate(@CurrentUserId() userId: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'Message'>> {
    await this.commands.execute(new DeactivateAccountCommand(userId));
    await endSession(req, res);
    return { message: 'Your account has been deleted.' };
  }

  /** Account and friends screens. */
  @Patch('user/paypal')
  @UseGuards(SignedInGuard)
  async updatePaypal(@CurrentUserId() userId: string, @Body() body: PaypalEmailDto): Promise<Schema<'PaypalEmail'>> {
    return { paypalEmail: await this.commands.execute(new UpdatePayoutEmailCommand(userId, body.paypalEmail)) };
  }

  /** Earnings screen. */
  @Put('user/paypal-email')
  @UseGuards(SignedInGuard)
  async putPaypalEmail(@CurrentUserId() userId: string, @Body() body: PaypalEmailDto): Promise<Schema<'PaypalEmail'>> {
    return { paypalEmail: await this.commands.execute(new UpdatePayoutEmailCommand(userId, body.paypalEmail)) };
  }

  /** Account screen. */
  @Post('user/currency')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async postCurrency(@CurrentUserId() userId: string, @Body() body: PreferredCurrencyDto): Promise<Schema<'PreferredCurrency'>> {
    return { preferredCurrency: await this.commands.execute(new UpdatePreferredCurrencyCommand(userId, body.preferredCurrency)) };
  }

  /** Earnings screen. */
  @Put('user/currency')
  @UseGuards(SignedInGuard)
  async putCurrency(@CurrentUserId() userId: string, @Body() body: CurrencyDto): Promise<Schema<'PreferredCurrency'>> {
    return { preferredCurrency: await this.commands.execute(new UpdatePreferredCurrencyCommand(userId, body.currency)) };
  }
}
