import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PRODUCT_TERMS, type ProductTerms } from '../../ports/product-terms.port';
import type { HelpFacts } from '../../views';
import { GetHelpFactsQuery } from './get-help-facts.query';

/** The FAQ's numbers: never typed into the page, always what the product really uses. */
@QueryHandler(GetHelpFactsQuery)
export class GetHelpFactsHandler implements IQueryHandler<GetHelpFactsQuery> {
  constructor(@Inject(PRODUCT_TERMS) private readonly terms: ProductTerms) {}

  execute(): Promise<HelpFacts> {
    return this.terms.helpFacts();
  }
}
