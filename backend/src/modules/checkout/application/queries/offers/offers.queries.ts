import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SAMPLE_PACKS, type SamplePack } from '../../../domain/sample-packs';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../ports/payment-gateway.port';

export interface PaymentSetup {
  provider: PaymentGateway['provider'];
  clientToken: string | null;
  message: string;
}

/** GET /paypal/setup: what the browser needs to show a payment button. */
export class GetPaymentSetupQuery extends Query<PaymentSetup> {}

/** GET /api/sample-packs: the sample credit packages. */
export class ListSamplePacksQuery extends Query<SamplePack[]> {}

@QueryHandler(GetPaymentSetupQuery)
export class GetPaymentSetupHandler implements IQueryHandler<GetPaymentSetupQuery> {
  constructor(@Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway) {}

  execute(): Promise<PaymentSetup> {
    return Promise.resolve({ ...this.gateway.setup(), provider: this.gateway.provider });
  }
}

@QueryHandler(ListSamplePacksQuery)
export class ListSamplePacksHandler implements IQueryHandler<ListSamplePacksQuery> {
  execute(): Promise<SamplePack[]> {
    return Promise.resolve(SAMPLE_PACKS.map((pack) => ({ ...pack })));
  }
}

export const OFFER_HANDLERS = [GetPaymentSetupHandler, ListSamplePacksHandler];
