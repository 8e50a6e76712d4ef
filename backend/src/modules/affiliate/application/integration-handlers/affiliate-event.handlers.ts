import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EmailProvedV1, PaymentCapturedV1, PaymentRefundedV1, UserRegisteredV1 } from '@boogy/contracts';
import { OnIntegrationEvent, type DeliveredEvent, type IntegrationEventHandler } from '../../../../shared/messaging';
import { RecordCommissionsCommand } from '../commands/record-commissions/record-commissions.command';
import { BuildReferralChainCommand, RecordReferralCommand } from '../commands/record-referral/record-referral.command';
import { ReverseCommissionsCommand } from '../commands/reverse-commissions/reverse-commissions.command';

// Inbox entry points: each runs in the transaction that records the message as handled, so a
// redelivered event has no second effect. The names are the queues' and inbox keys: never rename.

/** A sign-up builds its referral chain; the referral itself counts only once the email is proved (below). */
@Injectable()
@OnIntegrationEvent('identity.user-registered.v1', 'affiliate.record-referral')
export class OnUserRegistered implements IntegrationEventHandler<'identity.user-registered.v1'> {
  constructor(private readonly commands: CommandBus) {}

  async handle(payload: UserRegisteredV1): Promise<void> {
    if (payload.referredByUserId) await this.commands.execute(new BuildReferralChainCommand(payload.userId));
  }
}

@Injectable()
@OnIntegrationEvent('identity.email-proved.v1', 'affiliate.record-referral-on-proof')
export class OnEmailProved implements IntegrationEventHandler<'identity.email-proved.v1'> {
  constructor(private readonly commands: CommandBus) {}

  async handle(payload: EmailProvedV1): Promise<void> {
    await this.commands.execute(new RecordReferralCommand(payload));
  }
}

@Injectable()
@OnIntegrationEvent('checkout.payment-captured.v1', 'affiliate.record-commissions')
export class OnPaymentCaptured implements IntegrationEventHandler<'checkout.payment-captured.v1'> {
  constructor(private readonly commands: CommandBus) {}

  async handle(payload: PaymentCapturedV1, event: DeliveredEvent<'checkout.payment-captured.v1'>): Promise<void> {
    await this.commands.execute(new RecordCommissionsCommand(payload, new Date(event.occurredAt)));
  }
}

@Injectable()
@OnIntegrationEvent('checkout.payment-refunded.v1', 'affiliate.reverse-commissions')
export class OnPaymentRefunded implements IntegrationEventHandler<'checkout.payment-refunded.v1'> {
  constructor(private readonly commands: CommandBus) {}

  async handle(payload: PaymentRefundedV1): Promise<void> {
    await this.commands.execute(new ReverseCommissionsCommand(payload));
  }
}
