import { createServer, type Server } from 'node:http';
import type { Metrics } from './metrics';
import { mayReadMetrics, METRICS_DENIED_BODY } from './metrics-access';

/** A worker has no API server: it answers GET /metrics on a port of its own (METRICS_PORT). */
export async function serveMetrics(metrics: Metrics, port: number, host: string, token: string | undefined): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    if (!mayReadMetrics(req, token)) {
      res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="metrics"' }).end(JSON.stringify(METRICS_DENIED_BODY));
      return;
    }
    metrics
      .text()
      .then(({ contentType, body }) => res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body))
      .catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  return server;
}
