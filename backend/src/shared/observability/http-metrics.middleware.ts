import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from './metrics';

/**
 * Counts and times every HTTP answer by its route pattern (`/api/songs/:id`, never the raw URL, so
 * the label set stays small); static files and the SPA count as `frontend`, unknown paths as `unmatched`.
 */
export function httpMetrics(metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const end = metrics.httpDuration.startTimer();
    res.once('finish', () => {
      const pattern = (req.route as { path?: unknown } | undefined)?.path;
      const route = typeof pattern === 'string' ? `${req.baseUrl}${pattern}` : res.statusCode === 404 ? 'unmatched' : 'frontend';
      const labels = { method: req.method, route };
      end(labels);
      metrics.httpRequests.inc({ ...labels, status: String(res.statusCode) });
      if (res.statusCode >= 500) metrics.httpErrors.inc(labels);
    });
    next();
  };
}
