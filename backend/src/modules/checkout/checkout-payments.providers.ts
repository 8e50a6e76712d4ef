import type { Provider, Type } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../shared/config';
import { RateLimiter } from '../../shared/http/rate-limit';
import { ApproveSandboxOrderHandler } from './application/commands/approve-sandbox-order/approve-sandbox-order.handler';
import { CaptureOrderHandler } from './application/commands/capture-order/capture-order.handler';
import { CompleteCapture } from './application/commands/capture-order/complete-capture';
import { ConfirmSamplePackHandler } from './application/commands/confirm-sample-pack/confirm-sample-pack.handler';
import { CreateOrderHandler } from './application/commands/create-order/create-order.handler';
import { FreeSongDownloadHandler } from './application/commands/free-song-download/free-song-download.handler';
import { HandlePayPalWebhookHandler } from './application/commands/handle-paypal-webhook/handle-paypal-webhook.handler';
import { VOUCHER_HANDLERS } from './application/commands/manage-vouchers/manage-vouchers.handler';
import { CREDIT_HANDLERS } from './application/commands/credits/credits';
import { CreditLedger } from './application/credit-ledger';
import { CREDIT_LEDGER } from './application/ports/credit-ledger.port';
import { CreditLedgerRepository } from './infrastructure/credit-ledger.repository';
import { ValidateVoucherHandler } from './application/queries/validate-voucher/validate-voucher.query';
import { OFFER_HANDLERS } from './application/queries/offers/offers.queries';
import { RefundPaymentHandler } from './application/commands/refund-payment/refund-payment.handler';
import { ReconcileCaptures, ReconcileCapturesHandler } from './application/commands/reconcile-captures/reconcile-captures';
import { ReleaseStaleVoucherClaims, ReleaseStaleVoucherClaimsHandler } from './application/commands/release-stale-voucher-claims/release-stale-voucher-claims';
import { SendReceiptHandler, OnPaymentCapturedSendReceipt } from './application/integration-handlers/send-receipt.handler';
import { SendRefundNoticeHandler, OnPaymentRefundedSendNotice } from './application/integration-handlers/send-refund-notice.handler';
import { ACCOUNTS_PORT, CATALOG_PORT } from './application/ports/other-contexts.port';
import { PAYMENT_GATEWAY, type PaymentGateway } from './application/ports/payment-gateway.port';
import { SONG_PURCHASES } from './application/ports/song-purchases.port';
import { ORDERS } from './application/ports/orders.port';
import { PAYMENTS } from './application/ports/payments.port';
import { VOUCHERS } from './application/ports/vouchers.port';
import { CURRENCY_RATES } from './application/ports/currency-rates.port';
import { WEBHOOK_EVENTS } from './application/ports/webhook-events.port';
import { OrderRepository } from './infrastructure/order.repository';
import { PaymentRepository } from './infrastructure/payment.repository';
import { WebhookEventRepository } from './infrastructure/webhook-event.repository';
import { CheckoutBooksReadModel, CurrencyRateRepository } from './infrastructure/checkout-books';
import { CHECKOUT_BOOKS } from './application/ports/checkout-books.port';
import { BOOKS_HANDLERS } from './application/queries/books/books.queries';
import { SongPurchasesRepository } from './infrastructure/song-purchases.repository';
import { GetPricingHandler } from './application/queries/get-pricing/get-pricing.handler';
import { PayPalGateway } from './infrastructure/gateways/paypal.gateway';
import { Metrics } from '../../shared/observability';
import { recordPayPalCalls } from '../../shared/paypal/paypal-metrics';
import { SandboxGateway } from './infrastructure/gateways/sandbox.gateway';
import { AccountsFacadeAdapter, CatalogFacadeAdapter } from './infrastructure/other-contexts.adapter';
import { VoucherRepository } from './infrastructure/voucher.repository';
import { AdminCheckoutController } from './interface/http/admin-checkout.controller';
import { BuyerResolver } from './interface/http/buyer.resolver';
import { PayPalController } from './interface/http/paypal.controller';
import { PurchasesController } from './interface/http/purchases.controller';
import { CheckoutHotReads } from './interface/http/hot-reads';

/** PAYMENT_PROVIDER picks the gateway: PayPal REST, or the built-in sandbox (refused in production by config). */
export function createPaymentGateway(config: AppConfig, em: EntityManager, metrics?: Metrics): PaymentGateway {
  if (config.PAYMENT_PROVIDER === 'sandbox') return new SandboxGateway(em);
  if (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET) {
    throw new Error('PAYMENT_PROVIDER=paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET');
  }
  return new PayPalGateway({
    apiBase: config.PAYPAL_API_BASE.replace(/\/+$/, ''),
    clientId: config.PAYPAL_CLIENT_ID,
    clientSecret: config.PAYPAL_CLIENT_SECRET,
    webhookId: config.PAYPAL_WEBHOOK_ID ?? null,
    timeoutMs: config.PAYPAL_TIMEOUT_MS,
    observe: metrics && recordPayPalCalls(metrics),
  });
}

/** Prices, vouchers and payments: the checkout beside its credit ledger. */
export const CHECKOUT_PAYMENT_CONTROLLERS: Type[] = [PayPalController, PurchasesController, AdminCheckoutController];

export const CHECKOUT_PAYMENT_PROVIDERS: Provider[] = [
  { provide: PAYMENT_GATEWAY, inject: [APP_CONFIG, EntityManager, Metrics], useFactory: createPaymentGateway },
  { provide: CATALOG_PORT, useClass: CatalogFacadeAdapter },
  { provide: ACCOUNTS_PORT, useClass: AccountsFacadeAdapter },
  { provide: SONG_PURCHASES, useClass: SongPurchasesRepository },
  { provide: VOUCHERS, useClass: VoucherRepository },
  { provide: ORDERS, useClass: OrderRepository },
  { provide: PAYMENTS, useClass: PaymentRepository },
  { provide: CURRENCY_RATES, useClass: CurrencyRateRepository },
  { provide: WEBHOOK_EVENTS, useClass: WebhookEventRepository },
  { provide: CREDIT_LEDGER, useClass: CreditLedgerRepository },
  CreditLedger,
  { provide: CHECKOUT_BOOKS, useClass: CheckoutBooksReadModel },
  ...BOOKS_HANDLERS,
  BuyerResolver,
  GetPricingHandler,
  CheckoutHotReads,
  CreateOrderHandler,
  CompleteCapture,
  CaptureOrderHandler,
  ApproveSandboxOrderHandler,
  RefundPaymentHandler,
  ReleaseStaleVoucherClaims,
  ReleaseStaleVoucherClaimsHandler,
  ReconcileCaptures,
  ReconcileCapturesHandler,
  HandlePayPalWebhookHandler,
  FreeSongDownloadHandler,
  ConfirmSamplePackHandler,
  ...VOUCHER_HANDLERS,
  ...CREDIT_HANDLERS,
  ValidateVoucherHandler,
  ...OFFER_HANDLERS,
  SendReceiptHandler,
  OnPaymentCapturedSendReceipt,
  SendRefundNoticeHandler,
  OnPaymentRefundedSendNotice,
  RateLimiter,
];
