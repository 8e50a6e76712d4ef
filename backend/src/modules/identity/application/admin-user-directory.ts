import type { KeysetPosition } from '../../../shared/ddd';
import { Inject, Injectable } from '@nestjs/common';
import { USERS_REPOSITORY, type UsersRepository } from './ports/users.repository.port';
import { userSummary, type UserSummary } from './user-directory';

/** For the admin screens: active accounts only (a deleted account is deactivated, its books kept). */
@Injectable()
export class AdminUserDirectory {
  constructor(@Inject(USERS_REPOSITORY) private readonly users: UsersRepository) {}

  countActiveUsers(): Promise<number> {
    return this.users.countActive();
  }

  /** Active users, newest first, whose email or name contains `search` (any letter case). */
  async searchActiveUsers(options: { search?: string | null; limit: number; offset: number; after?: KeysetPosition | null }): Promise<{ users: UserSummary[]; total: number }> {
    const { ids, total } = await this.users.searchActive({ search: options.search?.trim() || null, limit: options.limit, offset: options.offset, after: options.after ?? null });
    const byId = new Map((await this.users.findByIds(ids)).map((u) => [u.id, userSummary(u)]));
    return { users: ids.map((id) => byId.get(id)!).filter(Boolean), total };
  }
}
