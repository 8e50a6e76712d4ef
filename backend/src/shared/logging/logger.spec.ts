import pino from 'pino';
import { HotReadLog, serializeError } from './logger';

describe('serializeError', () => {
  it('keeps what helps a person debug and drops what a driver attached (connection settings)', () => {
    const error = Object.assign(new Error('terminating connection'), {
      code: '57P01',
      client: { connectionParameters: { user: 'boogy', password: 'hunter2', host: 'db' } },
    });
    const logged = serializeError(error);
    expect(logged).toMatchObject({ type: 'Error', message: 'terminating connection', code: '57P01' });
    expect(JSON.stringify(logged)).not.toContain('hunter2');
    expect(logged).not.toHaveProperty('client');
  });

  it('describes a thrown non-error value', () => {
    expect(serializeError('boom')).toEqual({ message: 'boom' });
  });

  it('gives the message and code of a plain object, not "[object Object]", and nothing else it carries', () => {
    const emitted = { message: 'Connection terminated unexpectedly', code: 'ECONNRESET', client: { password: 'hunter2' } };
    expect(serializeError(emitted)).toEqual({ type: 'object', message: 'Connection terminated unexpectedly', code: 'ECONNRESET' });
    expect(serializeError({ queue: 'q' })).toEqual({ type: 'object', message: 'an object with queue' });
  });
});

describe('HotReadLog', () => {
  function logAt(level: string) {
    const lines: Record<string, unknown>[] = [];
    const root = pino({ level }, { write: (text: string) => text.split('\n').filter(Boolean).forEach((l) => lines.push(JSON.parse(l) as Record<string, unknown>)) });
    return { log: new HotReadLog(root), lines };
  }
  const read = (ms: number, status = 200) => ({ id: 'req-1', route: '/api/songs/:id', path: '/api/songs/s-1', status, ms });

  it('summarises polled reads per route at info, and still logs a slow one on its own line', () => {
    const { log, lines } = logAt('info');
    log.record(read(2));
    log.record(read(4, 304));
    log.record(read(250));
    log.flush();
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'requests completed', route: '/api/songs/:id', count: 2, statuses: { 200: 1, 304: 1 }, meanMs: 3, slowestMs: 4 }));
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'request completed', requestId: 'req-1', req: { method: 'GET', url: '/api/songs/s-1' }, res: { statusCode: 200 }, responseTime: 250 }));
  });

  it('logs every read at debug, and nothing when info is off', () => {
    const debug = logAt('debug');
    debug.log.record(read(1));
    debug.log.record(read(1));
    debug.log.flush();
    expect(debug.lines.filter((l) => l.msg === 'request completed')).toHaveLength(2);
    const quiet = logAt('warn');
    quiet.log.record(read(500));
    quiet.log.flush();
    expect(quiet.lines).toEqual([]);
  });
});
