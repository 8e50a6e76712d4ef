import { setTimeout as sleep } from 'node:timers/promises';

/** The sum of a metric's samples (Prometheus text from GET /metrics) whose labels include `labels`. */
export async function metricValue(baseUrl: string, name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  let sum = 0;
  for (const match of text.matchAll(/^([a-z_:]+)(?:\{([^}]*)\})? (\S+)$/gm)) {
    if (match[1] !== name) continue;
    const sample = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1]!, l[2]!]));
    if (Object.entries(labels).every(([k, v]) => sample[k] === v)) sum += Number(match[3]);
  }
  return sum;
}

/** Waits (generous deadline) until the metric reaches `atLeast`, and returns its value then. */
export async function waitForMetric(baseUrl: string, name: string, labels: Record<string, string>, atLeast: number, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await metricValue(baseUrl, name, labels);
    if (value >= atLeast || Date.now() > deadline) return value;
    await sleep(100);
  }
}
