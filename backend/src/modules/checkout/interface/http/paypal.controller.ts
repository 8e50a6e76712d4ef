import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { Idempotent } from '../../../../shared/http/idempotency';
import type { Request, Response } from 'express';
import type { Schema } from '@boogy/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../shared/config';
import { startSession } from '../../../../shared/http/session-user';
import { RateLimiter, TooManyAttemptsError, type RateLimitRule } from '../../../../shared/http/rate-limit';
import { ApproveSandboxOrderCommand } from '../../application/commands/approve-sandbox-order/approve-sandbox-order.command';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CaptureOrderCommand } from '../../application/commands/capture-order/capture-order.command';
import { CreateOrderCommand } from '../../application/commands/create-order/create-order.command';
import { HandlePayPalWebhookCommand } from '../../application/commands/handle-paypal-webhook/handle-paypal-webhook.command';
import { GetPaymentSetupQuery } from '../../application/queries/offers/offers.queries';
import { checkoutErrors } from '../../domain/checkout-errors';
import { BuyerResolver } from './buyer.resolver';
import { CaptureOrderDto, CreateOrderDto } from './dto/checkout.dto';

const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The payment calls of the spec (/paypal/...) and PayPal's webhook. */
@Controller()
export class PayPalController {
  /**
   * An order tells whether a voucher code works, so it is limited per address too: a budget of its
   * own, far above one party's buyers on one Wi-Fi, far below trying codes in bulk.
   */
  private readonly orderRule: RateLimitRule;

  constructor(
    private readonly buyers: BuyerResolver,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.orderRule = { points: config.ORDER_RATE_LIMIT_PER_15_MINUTES, windowSeconds: 15 * 60 };
  }

  /** What the browser needs to show a payment button. */
  @Get('paypal/setup')
  setup(): Promise<Schema<'PaymentSetup'>> {
    return this.queries.execute(new GetPaymentSetupQuery());
  }

  /** Creates an order at the server's price for a song (optionally with a voucher) or a sample pack. */
  @Post('paypal/order')
  @UseInterceptors(Idempotent)
  @HttpCode(201)
  async order(@Body() body: CreateOrderDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Schema<'PaymentOrder'>> {
    const verdict = await this.limiter.hit(`paypal-order:ip:${req.ip ?? 'unknown'}`, this.orderRule);
    if (!verdict.allowed) {
      res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      throw new TooManyAttemptsError(verdict.retryAfterSeconds);
    }
    return this.commands.execute(new CreateOrderCommand(body, this.buyers.resolveOrIssue(req, res)));
  }

  /** Captures an approved order; a repeat answers the first result. A guest buyer is signed into their new account. */
  @Post('paypal/order/:orderId/capture')
  @HttpCode(200)
  async capture(@Param('orderId') orderId: string, @Body() body: CaptureOrderDto, @Req() req: Request): Promise<Schema<'CaptureResult'>> {
    if (!ORDER_ID.test(orderId)) throw checkoutErrors.orderNotFound();
    const { result, signInUserId } = await this.commands.execute(new CaptureOrderCommand(orderId, this.buyers.resolve(req), body.songId));
    if (signInUserId) await startSession(req, signInUserId);
    return result;
  }

  /** The sandbox provider's approval step (PayPal's approval window when PAYMENT_PROVIDER=sandbox). */
  @Post('paypal/sandbox/order/:orderId/approve')
  @HttpCode(200)
  async approve(@Param('orderId') orderId: string, @Req() req: Request): Promise<Schema<'SandboxApproval'>> {
    if (!ORDER_ID.test(orderId)) throw checkoutErrors.orderNotFound();
    return this.commands.execute(new ApproveSandboxOrderCommand(orderId, this.buyers.resolve(req)));
  }

  /** PayPal's notifications, verified by PayPal on the raw body before anything is believed. */
  @Post('api/paypal/webhook')
  @HttpCode(200)
  async paypalWebhook(@Req() req: Request & { rawBody?: Buffer }): Promise<Schema<'WebhookReceipt'>> {
    const outcome = await this.commands.execute(new HandlePayPalWebhookCommand(req.headers, req.rawBody, Boolean(this.config.PAYPAL_WEBHOOK_ID)));
    return { received: true, outcome };
  }
}
