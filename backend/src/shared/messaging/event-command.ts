import { Injectable } from '@nestjs/common';
import { Command, CommandBus } from '@nestjs/cqrs';
import type { EventPayloads, EventType } from '@boogy/contracts';
import { OnIntegrationEvent, type IntegrationEventHandler } from './integration-event-handler';

/** A command made of one integration event's payload; it runs in that event's inbox transaction. */
export abstract class EventCommand<T extends EventType, R = void> extends Command<R> {
  constructor(readonly payload: EventPayloads[T]) {
    super();
  }
}

/**
 * The inbox entry point of a use case: subscribed to `event` under `name` (its queue and its inbox
 * key: never rename it), it only dispatches the command made of the payload.
 *
 *   export class OnPaymentCapturedSendReceipt extends dispatchOnEvent('checkout.payment-captured.v1', 'checkout.send-receipt', SendReceiptCommand) {}
 */
export function dispatchOnEvent<T extends EventType>(event: T, name: string, command: new (payload: EventPayloads[T]) => EventCommand<T, unknown>) {
  @Injectable()
  @OnIntegrationEvent(event, name)
  class DispatchOnEvent implements IntegrationEventHandler<T> {
    constructor(private readonly commands: CommandBus) {}

    async handle(payload: EventPayloads[T]): Promise<void> {
      await this.commands.execute(new command(payload));
    }
  }
  return DispatchOnEvent;
}
