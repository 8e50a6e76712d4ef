import { displayName } from './display-name';

describe('displayName', () => {
  it('joins first and last name when both exist', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
  });
  it('uses whichever name exists', () => {
    expect(displayName({ firstName: 'Ada', lastName: null, email: 'ada@example.com' })).toBe('Ada');
    expect(displayName({ firstName: '  ', lastName: 'Lovelace', email: 'ada@example.com' })).toBe('Lovelace');
  });
  it('falls back to the part of the email before the at sign', () => {
    expect(displayName({ firstName: null, lastName: null, email: 'dj.max@example.com' })).toBe('dj.max');
  });
});
