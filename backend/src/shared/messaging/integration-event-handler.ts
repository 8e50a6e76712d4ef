import { SetMetadata } from '@nestjs/common';
import type { EventPayloads, EventType } from '@boogy/contracts';
import type { DeliveredEvent } from './outbox';

export const INTEGRATION_EVENT_HANDLER = Symbol('INTEGRATION_EVENT_HANDLER');

export interface IntegrationEventHandlerMeta {
  event: EventType;
  /** Stable name: the handler's queue and its inbox key. Renaming it re-delivers old messages. */
  name: string;
}

/**
 * Marks a provider as a subscriber of an integration event. Its `handle` runs inside a
 * transaction together with the inbox row (its UnitOfWork.run joins it), so redelivery has no second effect.
 *
 *   @OnIntegrationEvent('checkout.payment-captured.v1', 'affiliate.record-commissions')
 *   export class OnPaymentCapturedHandler implements IntegrationEventHandler<'checkout.payment-captured.v1'> { ... }
 */
export const OnIntegrationEvent = (event: EventType, name: string) =>
  SetMetadata(INTEGRATION_EVENT_HANDLER, { event, name } satisfies IntegrationEventHandlerMeta);

export interface IntegrationEventHandler<T extends EventType> {
  handle(payload: EventPayloads[T], event: DeliveredEvent<T>): Promise<void>;
}
