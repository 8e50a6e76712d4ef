import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class GetAdminDashboardQuery extends Query<Schema<'AdminDashboard'>> {}
