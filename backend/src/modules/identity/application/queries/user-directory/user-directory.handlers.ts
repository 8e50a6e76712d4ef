import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AdminUserDirectory } from '../../admin-user-directory';
import { ACCOUNT_TRACES, type AccountTraces, type SharedTrace } from '../../ports/account-traces.port';
import { UserDirectory, type UserSummary } from '../../user-directory';
import {
  CountActiveUsersQuery,
  FindSharedTracesQuery,
  FindUserByEmailQuery,
  FindUserByIdQuery,
  FindUsersByIdsQuery,
  SearchActiveUsersQuery,
} from './user-directory.queries';

@QueryHandler(FindUserByIdQuery)
export class FindUserByIdHandler implements IQueryHandler<FindUserByIdQuery> {
  constructor(private readonly directory: UserDirectory) {}

  execute({ userId }: FindUserByIdQuery): Promise<UserSummary | null> {
    return this.directory.findById(userId);
  }
}

@QueryHandler(FindUserByEmailQuery)
export class FindUserByEmailHandler implements IQueryHandler<FindUserByEmailQuery> {
  constructor(private readonly directory: UserDirectory) {}

  execute({ email }: FindUserByEmailQuery): Promise<UserSummary | null> {
    return this.directory.findByEmail(email);
  }
}

@QueryHandler(FindUsersByIdsQuery)
export class FindUsersByIdsHandler implements IQueryHandler<FindUsersByIdsQuery> {
  constructor(private readonly directory: UserDirectory) {}

  execute({ userIds }: FindUsersByIdsQuery): Promise<UserSummary[]> {
    return this.directory.findByIds([...userIds]);
  }
}

@QueryHandler(CountActiveUsersQuery)
export class CountActiveUsersHandler implements IQueryHandler<CountActiveUsersQuery> {
  constructor(private readonly admin: AdminUserDirectory) {}

  execute(): Promise<number> {
    return this.admin.countActiveUsers();
  }
}

@QueryHandler(SearchActiveUsersQuery)
export class SearchActiveUsersHandler implements IQueryHandler<SearchActiveUsersQuery> {
  constructor(private readonly admin: AdminUserDirectory) {}

  execute({ options }: SearchActiveUsersQuery): Promise<{ users: UserSummary[]; total: number }> {
    return this.admin.searchActiveUsers(options);
  }
}

@QueryHandler(FindSharedTracesQuery)
export class FindSharedTracesHandler implements IQueryHandler<FindSharedTracesQuery> {
  constructor(@Inject(ACCOUNT_TRACES) private readonly traces: AccountTraces) {}

  execute({ userId, otherUserId }: FindSharedTracesQuery): Promise<SharedTrace[]> {
    return this.traces.shared(userId, otherUserId);
  }
}

export const USER_DIRECTORY_HANDLERS = [
  FindUserByIdHandler,
  FindUserByEmailHandler,
  FindUsersByIdsHandler,
  CountActiveUsersHandler,
  SearchActiveUsersHandler,
  FindSharedTracesHandler,
];
