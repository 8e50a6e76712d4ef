import { Query } from '@nestjs/cqrs';
import type { HelpFacts } from '../../views';

export class GetHelpFactsQuery extends Query<HelpFacts> {}
