import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class ListAdminUsersQuery extends Query<Schema<'AdminUserPage'>> {
  constructor(
    readonly search: string | null,
    readonly page: unknown,
    readonly pageSize: unknown,
  ) {
    super();
  }
}
