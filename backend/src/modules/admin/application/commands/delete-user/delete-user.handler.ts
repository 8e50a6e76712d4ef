import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertDeletable } from '../../../domain/admin-rules';
import { USER_ACCOUNTS, type UserAccounts } from '../../ports/admin-reads.port';
import { DeleteUserCommand } from './delete-user.command';

/** Admin: delete a non-admin account; payments and commissions keep pointing at its id. */
@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand> {
  constructor(@Inject(USER_ACCOUNTS) private readonly users: UserAccounts) {}

  async execute({ userId }: DeleteUserCommand): Promise<void> {
    assertDeletable(await this.users.find(userId));
    await this.users.delete(userId);
  }
}
