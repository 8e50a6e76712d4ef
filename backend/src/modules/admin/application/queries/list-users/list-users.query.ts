import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import type { PageRequest } from '../../../domain/paging';

export class ListAdminUsersQuery extends Query<Schema<'AdminUserPage'>> {
  constructor(
    readonly search: string | null,
    readonly request: PageRequest,
  ) {
    super();
  }
}
