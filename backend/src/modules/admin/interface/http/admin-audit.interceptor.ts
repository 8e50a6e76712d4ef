import { type CallHandler, type ExecutionContext, HttpStatus, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { catchError, from, mergeMap, type Observable, throwError } from 'rxjs';
import { cleanText } from '../../../../shared/ddd';
import { errorBody } from '../../../../shared/http/errors.filter';
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
 * (checkout's vouchers and refunds, community's moderation, admin's own). It runs after the admin
 * guard, so only signed-in admins reach it, and writes the entry before the answer leaves: when the
 * admin screen refreshes its lists after a change, the Audit Log already shows it.
 */
@Injectable()
export class AdminAuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('AdminAudit');

  constructor(
    private readonly commands: CommandBus,
    private readonly reflector: Reflector,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const req = ctx.switchToHttp().getRequest<Request>();
    const adminUserId = sessionUserId(req);
    const path = req.baseUrl + (req.route as { path?: string } | undefined)?.path;
    if (!adminUserId || !isAuditedAction(req.method, path)) return next.handle();

    const record = async (outcomeStatus: number) => {
      const entry = {
        adminUserId,
        action: actionName(req.method, path),
        method: req.method,
        path: req.originalUrl.split('?')[0]!.slice(0, 300),
        targetId: targetOf(req.params),
        details: auditDetails(req.body),
        outcomeStatus,
      };
      try {
        await this.commands.execute(new RecordAdminActionCommand(entry));
      } catch (error) {
        // The change itself is done: its answer stands, the missing entry is reported loudly.
        this.logger.error(`could not audit ${entry.action} by ${adminUserId}: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    const successStatus = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, ctx.getHandler()) ?? (req.method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK);
    return next.handle().pipe(
      mergeMap(async (value: unknown) => {
        await record(successStatus);
        return value;
      }),
      catchError((error: unknown) => from(record(errorBody(error).statusCode)).pipe(mergeMap(() => throwError(() => error)))),
    );
  }
}
