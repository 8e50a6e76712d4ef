import { Global, Module } from '@nestjs/common';
import { API_TOKEN_AUTHENTICATOR } from '../../shared/http/api-token-auth';
import { IDEMPOTENCY_STORE, Idempotent } from '../../shared/http/idempotency';
import { SqlIdempotencyStore } from './infrastructure/idempotency.store';
import { RateLimiter } from '../../shared/http/rate-limit';
import { ApiTokenAuthentication } from './application/api-token-authentication';
import { CreateApiTokenHandler } from './application/commands/create-api-token/create-api-token.handler';
import { CreateWebhookHandler } from './application/commands/create-webhook/create-webhook.handler';
import { DeleteWebhookHandler } from './application/commands/delete-webhook/delete-webhook.handler';
import { DeliverWebhookHandler } from './application/commands/deliver-webhook/deliver-webhook.handler';
import { RevokeApiTokenHandler } from './application/commands/revoke-api-token/revoke-api-token.handler';
import { OnPaymentCapturedForWebhooks, OnSongFailed, OnSongPreviewsReady, OnSongRendered, OnSongVideoReady } from './application/integration-handlers/webhook-event.handlers';
import { ApiTokenStore } from './application/ports/api-token-store.port';
import { IntegrationAccounts } from './application/ports/integration-accounts.port';
import { WebhookStore } from './application/ports/webhook-store.port';
import { WebhookTransport } from './application/ports/webhook-transport.port';
import { ListApiTokensHandler } from './application/queries/list-api-tokens/list-api-tokens.handler';
import { ListWebhookDeliveriesHandler } from './application/queries/list-webhook-deliveries/list-webhook-deliveries.handler';
import { ListWebhooksHandler } from './application/queries/list-webhooks/list-webhooks.handler';
import { PruneIdempotencyKeysHandler } from './application/idempotency-key-retention';
import { WebhookDeliveryWorker } from './application/webhook-delivery-worker';
import { WebhookFanOut } from './application/webhook-fan-out';
import { OrmApiTokenStore } from './infrastructure/api-token.store';
import { HttpWebhookTransport } from './infrastructure/http-webhook-transport';
import { IdentityIntegrationAccounts } from './infrastructure/identity-accounts.adapter';
import { SqlWebhookStore } from './infrastructure/webhook.store';
import { ApiTokensController } from './interface/http/api-tokens.controller';
import { WebhooksController } from './interface/http/webhooks.controller';

/**
 * Integrations: API tokens (the bearer credential of shared/http/api-token-auth) and signed
 * webhooks fed by catalog's and checkout's integration events, and the store behind Idempotency-Key
 * (docs/adr/0014). Global, so the HTTP pipeline finds the token authenticator and controllers the
 * idempotency interceptor.
 */
@Global()
@Module({
  controllers: [ApiTokensController, WebhooksController],
  providers: [
    { provide: ApiTokenStore, useClass: OrmApiTokenStore },
    { provide: WebhookStore, useClass: SqlWebhookStore },
    { provide: IntegrationAccounts, useClass: IdentityIntegrationAccounts },
    { provide: WebhookTransport, useClass: HttpWebhookTransport },
    RateLimiter,
    ApiTokenAuthentication,
    { provide: API_TOKEN_AUTHENTICATOR, useExisting: ApiTokenAuthentication },
    { provide: IDEMPOTENCY_STORE, useClass: SqlIdempotencyStore },
    Idempotent,
    CreateApiTokenHandler,
    RevokeApiTokenHandler,
    ListApiTokensHandler,
    CreateWebhookHandler,
    DeleteWebhookHandler,
    ListWebhooksHandler,
    ListWebhookDeliveriesHandler,
    DeliverWebhookHandler,
    WebhookFanOut,
    WebhookDeliveryWorker,
    PruneIdempotencyKeysHandler,
    OnSongPreviewsReady,
    OnSongRendered,
    OnSongFailed,
    OnSongVideoReady,
    OnPaymentCapturedForWebhooks,
  ],
  exports: [API_TOKEN_AUTHENTICATOR, IDEMPOTENCY_STORE, Idempotent],
})
export class IntegrationsModule {}
