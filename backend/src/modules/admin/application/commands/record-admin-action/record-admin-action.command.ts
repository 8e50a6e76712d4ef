import { Command } from '@nestjs/cqrs';
import type { AuditEntryInput } from '../../../domain/audit-entry';

export class RecordAdminActionCommand extends Command<void> {
  constructor(readonly entry: AuditEntryInput) {
    super();
  }
}
