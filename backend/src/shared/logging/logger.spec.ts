import { serializeError } from './logger';

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
});
