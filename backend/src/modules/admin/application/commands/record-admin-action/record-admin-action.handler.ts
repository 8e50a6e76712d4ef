import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { USER_ACCOUNTS, type UserAccounts } from '../../ports/admin-reads.port';
import { AUDIT_LOG, type AuditLog } from '../../ports/audit-log.port';
import { RecordAdminActionCommand } from './record-admin-action.command';

/** Keeps who did what and when; the admin's email is copied so the entry still reads well if the account goes. */
@CommandHandler(RecordAdminActionCommand)
export class RecordAdminActionHandler implements ICommandHandler<RecordAdminActionCommand> {
  constructor(
    @Inject(AUDIT_LOG) private readonly log: AuditLog,
    @Inject(USER_ACCOUNTS) private readonly users: UserAccounts,
  ) {}

  async execute({ entry }: RecordAdminActionCommand): Promise<void> {
    const admin = await this.users.find(entry.adminUserId);
    await this.log.record({ ...entry, adminEmail: admin?.email ?? null });
  }
}
