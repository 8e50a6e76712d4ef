import { holdsTag } from '../../../../shared/http/conditional-get';
import type { Request, Response } from 'express';
import type { JsonAnswer } from '../../application/json-answer';

/**
 * Sends an answer serialised beforehand: its bytes as they are, its tag, and 304 when the caller
 * already holds them (RFC 9110 §13.1.2; as sendMedia, not Express's req.fresh, which refuses
 * whenever the request says Cache-Control: no-cache).
 */
export function sendJsonAnswer(req: Request, res: Response, answer: JsonAnswer<unknown>): void {
  res.setHeader('ETag', answer.etag);
  if (holdsTag(req.headers['if-none-match'], answer.etag)) {
    res.status(304).end();
    return;
  }
  res.type('application/json').send(answer.body);
}
