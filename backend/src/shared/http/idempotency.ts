import { createHash } from 'node:crypto';
import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { parse as parseCookies } from 'cookie';
import { catchError, from, mergeMap, type Observable, of, throwError } from 'rxjs';
import { fixedDomainError } from '../ddd';
import { GUEST_COOKIE } from './guest-cookie';
import { sessionUserId } from './session-user';

/** What an idempotency key found: nothing yet (this request runs), the same request still running, the stored answer, or another request. */
export type IdempotencyClaim = { kind: 'claimed' } | { kind: 'running' } | { kind: 'done'; status: number; body: unknown } | { kind: 'mismatch' };

/** How long a key and its first answer are kept: a retry within this window replays it; later, the key is new again (and pruned). */
export const IDEMPOTENCY_KEY_RETENTION_HOURS = 24;

/** Keeps keys and first answers for IDEMPOTENCY_KEY_RETENTION_HOURS (the integrations context binds it, globally). */
export interface IdempotencyStore {
  claim(scopeKey: string, fingerprint: string): Promise<IdempotencyClaim>;
  complete(scopeKey: string, status: number, body: unknown): Promise<void>;
  release(scopeKey: string): Promise<void>;
  /** Deletes the keys past their retention; answers how many. */
  pruneExpired(): Promise<number>;
}
export const IDEMPOTENCY_STORE = Symbol('IDEMPOTENCY_STORE');

const KEY = /^[\x21-\x7e]{1,255}$/;

export class InvalidIdempotencyKeyError extends fixedDomainError('invalid', 'invalid_idempotency_key', 'Idempotency-Key must be 1 to 255 visible ASCII characters') {}
export class IdempotencyKeyReusedError extends fixedDomainError('conflict', 'idempotency_key_reused', 'This Idempotency-Key was used for a different request') {}
export class IdempotentRequestRunningError extends fixedDomainError('conflict', 'idempotent_request_in_progress', 'A request with this Idempotency-Key is still being processed; retry shortly') {}

/**
 * `@UseInterceptors(Idempotent)`: with an `Idempotency-Key` header, a retry of the same request by
 * the same caller gets the first success again (`Idempotent-Replayed: true`) instead of a second
 * effect. Errors are not kept: a failed request may be retried with the same key.
 */
@Injectable()
export class Idempotent implements NestInterceptor {
  constructor(@Inject(IDEMPOTENCY_STORE) private readonly store: IdempotencyStore) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = ctx.switchToHttp().getRequest<Request>();
    const res = ctx.switchToHttp().getResponse<Response>();
    const key = req.headers['idempotency-key'];
    if (key === undefined) return next.handle();
    if (typeof key !== 'string' || !KEY.test(key)) throw new InvalidIdempotencyKeyError();
    // The same caller: the account, else the guest's cookie, else the address.
    const caller = sessionUserId(req) ?? parseCookies(req.headers.cookie ?? '')[GUEST_COOKIE] ?? `ip:${req.ip ?? 'unknown'}`;
    const successStatus = (Reflect.getMetadata(HTTP_CODE_METADATA, ctx.getHandler()) as number | undefined) ?? 200;
    const scopeKey = createHash('sha256').update(`${caller}\n${req.method} ${req.path}\n${key}`).digest('hex');
    const fingerprint = createHash('sha256').update(JSON.stringify(req.body ?? null)).digest('hex');
    return from(this.store.claim(scopeKey, fingerprint)).pipe(
      mergeMap((claim) => {
        if (claim.kind === 'mismatch') throw new IdempotencyKeyReusedError();
        if (claim.kind === 'running') throw new IdempotentRequestRunningError();
        if (claim.kind === 'done') {
          res.setHeader('Idempotent-Replayed', 'true');
          res.status(claim.status);
          return of(claim.body);
        }
        return next.handle().pipe(
          mergeMap(async (body: unknown) => {
            await this.store.complete(scopeKey, successStatus, body);
            return body;
          }),
          catchError((error: unknown) => from(this.store.release(scopeKey)).pipe(mergeMap(() => throwError(() => error)))),
        );
      }),
    );
  }
}
