// Admin's public facade: its read models (nobody needs its use cases yet).
export type { AuditRecord } from '../application/ports/audit-log.port';
export { ListAuditLogQuery } from '../application/queries/list-audit-log/list-audit-log.query';
