import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class AffiliateProgramQuery extends Query<Schema<'AffiliateProgram'>> {}
