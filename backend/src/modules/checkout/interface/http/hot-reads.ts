import { Injectable, type OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FastLane } from '../../../../shared/http/fast-lane/fast-lane';
import { GetPricingQuery } from '../../application/queries/get-pricing/get-pricing.handler';

/** Every page with a buy button asks for the price: answered on the fast lane too (see PurchasesController.getPricing). */
@Injectable()
export class CheckoutHotReads implements OnModuleInit {
  constructor(
    private readonly lane: FastLane,
    private readonly queries: QueryBus,
  ) {}

  onModuleInit(): void {
    this.lane.get('/api/pricing', async (request) => {
      // As Express reads ?country: a repeated parameter is no country at all.
      const countries = request.query.getAll('country');
      return { body: await this.queries.execute(new GetPricingQuery(countries.length === 1 ? countries[0] : undefined)) };
    });
  }
}
