import type { KeysetPosition } from '../../../../shared/ddd';
import type { AuditEntryInput } from '../../domain/audit-entry';

export const AUDIT_LOG = Symbol('AUDIT_LOG');

export interface AuditRecord extends AuditEntryInput {
  id: string;
  adminEmail: string | null;
  createdAt: Date;
}

/** The admin context's own table: who did what, when, with what outcome. */
export interface AuditLog {
  record(entry: AuditEntryInput & { adminEmail: string | null }): Promise<void>;
  list(options: { limit: number; offset: number; after?: KeysetPosition | null }): Promise<{ entries: AuditRecord[]; total: number }>;
}
