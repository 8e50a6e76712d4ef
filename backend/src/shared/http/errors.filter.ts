import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ConnectionException } from '@mikro-orm/core';
import { DomainError, type DomainErrorKind, type ErrorCode } from '../ddd';
import { TooManyAttemptsError } from './rate-limit/rate-limit.guard';

const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthorized: HttpStatus.UNAUTHORIZED,
  payment_required: HttpStatus.PAYMENT_REQUIRED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

/** 'Not Found' from 404, as HTTP says it. */
function reason(status: number): string {
  return (HttpStatus[status] ?? 'Error').toLowerCase().split('_').map((w) => w[0]?.toUpperCase() + w.slice(1)).join(' ');
}

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  code?: ErrorCode;
  details?: string[];
}

/** The answer an error becomes (also read by whoever must know the status before the filter runs, e.g. the admin audit). */
export function errorBody(exception: unknown): ErrorBody {
  // body-parser's errors (they may arrive wrapped by Nest as a BadRequestException)
  const bodyError = (exception as { type?: string; cause?: { type?: string } } | null);
  const bodyErrorType = bodyError?.type ?? bodyError?.cause?.type;
  if (bodyErrorType === 'entity.too.large') return { statusCode: 413, message: 'Request body is too large', error: 'Payload Too Large', code: 'body_too_large' };
  if (bodyErrorType === 'entity.parse.failed') return { statusCode: 400, message: 'Request body is not valid JSON', error: 'Bad Request', code: 'invalid_json' };
  if (exception instanceof DomainError) {
    const statusCode = STATUS_OF[exception.kind];
    return { statusCode, message: exception.message, error: reason(statusCode), code: exception.code, ...(exception.details ? { details: exception.details } : {}) };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    const messages = Array.isArray(raw) ? raw.map(String) : [String(raw ?? exception.message)];
    const code = typeof response === 'object' ? (response as { code?: ErrorCode }).code : undefined;
    return { statusCode, message: messages[0] ?? 'Error', error: reason(statusCode), ...(code ? { code } : {}), ...(messages.length > 1 ? { details: messages } : {}) };
  }
  if (isOutage(exception)) return { statusCode: 503, message: 'A service we depend on is unavailable right now. Please try again shortly.', error: 'Service Unavailable', code: 'service_unavailable' };
  return { statusCode: 500, message: 'Something went wrong on our side. Please try again.', error: 'Internal Server Error' };
}

/** Network failures of a dependency (the database, the bucket, a provider), not our bug: 503, so clients retry. */
const OUTAGE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', '57P01', '57P02', '57P03', '53300']);

function isOutage(exception: unknown): boolean {
  for (let e = exception as { code?: unknown; sqlState?: unknown; name?: unknown; message?: unknown; cause?: unknown; $fault?: unknown } | null | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e instanceof ConnectionException) return true;
    if (typeof e.code === 'string' && OUTAGE_CODES.has(e.code)) return true;
    if (typeof e.sqlState === 'string' && e.sqlState.startsWith('08')) return true;
    // pg-pool's wait for a free connection, and the AWS SDK's server-side faults (S3 503/500).
    if (typeof e.message === 'string' && /timeout exceeded when trying to connect|Connection terminated/i.test(e.message)) return true;
    if (e.$fault === 'server') return true;
  }
  return false;
}

/**
 * Every error leaves the API as `{ statusCode, message, error, code?, details? }`; 5xx hide internals.
 * An unexpected failure is logged as an error with its stack; a typed 5xx (a provider down, the
 * PayPal webhook not configured in sandbox mode) is a known state: one warning line, no stack.
 */
@Catch()
export class ErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const body = errorBody(exception);
    if (body.statusCode >= 500 && exception instanceof DomainError) {
      const req = host.switchToHttp().getRequest<Request>();
      this.logger.warn(`${req.method} ${req.path} answered ${body.statusCode} ${exception.code}: ${exception.message}`);
    } else if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? exception.stack ?? exception.message : String(exception));
    }
    if (res.headersSent) return;
    if (exception instanceof TooManyAttemptsError) res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    res.status(body.statusCode).json(body);
  }
}
