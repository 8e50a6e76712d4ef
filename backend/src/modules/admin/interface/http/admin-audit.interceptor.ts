import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { cleanText } from '../../../../shared/ddd';
import { sessionUserId } from '../../../../shared/http/session-user';
import { actionName, auditDetails, isAuditedAction } from '../../domain/audit-entry';
import { RecordAdminActionCommand } from '../../application/commands/record-admin-action/record-admin-action.command';

/** The id (or currency code) the action is about. */
function targetOf(params: Record<string, unknown>): string | null {
  const value = params.id ?? params.code;
  return typeof value === 'string' ? cleanText(value.slice(0, 100)) : null;
}

/**
 * Audits every change an admin makes under /api/admin, whichever context serves the route
 * (checkout's vouchers and refunds, community's moderation, admin's own): it runs after the admin
 * guard, so only signed-in admins reach it, and records the final HTTP status once the answer is sent.
 */
@Injectable()
export class AdminAuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('AdminAudit');

  constructor(private readonly commands: CommandBus) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const req = ctx.switchToHttp().getRequest<Request>();
    const res = ctx.switchToHttp().getResponse<Response>();
    const adminUserId = sessionUserId(req);
    const path = req.baseUrl + (req.route as { path?: string } | undefined)?.path;
    if (adminUserId && isAuditedAction(req.method, path)) {
      res.once('finish', () => {
        const entry = {
          adminUserId,
          action: actionName(req.method, path),
          method: req.method,
          path: req.originalUrl.split('?')[0]!.slice(0, 300),
          targetId: targetOf(req.params),
          details: auditDetails(req.body),
          outcomeStatus: res.statusCode,
        };
        this.commands.execute(new RecordAdminActionCommand(entry)).catch((error: unknown) => {
          this.logger.error(`could not audit ${entry.action} by ${adminUserId}: ${error instanceof Error ? error.message : String(error)}`);
        });
      });
    }
    return next.handle();
  }
}
