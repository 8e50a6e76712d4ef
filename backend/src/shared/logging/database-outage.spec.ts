import pino from 'pino';
import { DatabaseOutageLog } from './database-outage';

describe('DatabaseOutageLog', () => {
  function capture() {
    const lines: Record<string, unknown>[] = [];
    const log = pino({ level: 'info' }, { write: (text: string) => text.split('\n').filter(Boolean).forEach((l) => lines.push(JSON.parse(l) as Record<string, unknown>)) });
    return { log, lines };
  }

  async function until(check: () => boolean): Promise<void> {
    while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  it('says once that the database is down, once that it is back, and nothing between', async () => {
    const { log, lines } = capture();
    let reachable = false;
    let probes = 0;
    const outage = new DatabaseOutageLog(log, async () => {
      probes++;
      if (!reachable) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    }, 5);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (let i = 0; i < 30; i++) outage.report(refused, 'job queue error');
    outage.report({ message: 'Connection terminated unexpectedly' }, 'job queue error');
    await until(() => probes >= 3);
    reachable = true;
    await until(() => !outage.isDown);
    outage.stop();
    expect(lines.map((line) => line.msg)).toEqual(['database down: jobs and events wait until it is back', 'database back']);
    expect(lines[0]).toMatchObject({ level: 50, code: 'ECONNREFUSED' });
  });

  it('logs other errors as they come, serialised', () => {
    const { log, lines } = capture();
    const outage = new DatabaseOutageLog(log, async () => undefined);
    outage.report(new Error('queue "x" does not exist'), 'job queue error', { queue: 'x' });
    outage.stop();
    expect(lines).toEqual([expect.objectContaining({ msg: 'job queue error', queue: 'x', err: expect.objectContaining({ message: 'queue "x" does not exist' }) })]);
  });
});
