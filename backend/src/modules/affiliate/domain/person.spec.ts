import { mailboxOf } from './person';

describe('one person, one mailbox', () => {
  it('reads every spelling of one inbox as the same person', () => {
    const sam = ['Sam.Lee+party@gmail.com', 'samlee@googlemail.com', 's.a.m.l.e.e@GMAIL.com', 'samlee+1+2@gmail.com'];
    expect(new Set(sam.map(mailboxOf))).toEqual(new Set(['samlee@gmail.com']));
    expect(mailboxOf('Ana+news@outlook.com')).toBe('ana@outlook.com');
  });

  it('keeps different people apart: dots count outside Gmail, domains differ', () => {
    expect(mailboxOf('a.b@example.com')).not.toBe(mailboxOf('ab@example.com'));
    expect(mailboxOf('ab@gmail.com')).not.toBe(mailboxOf('ab@example.com'));
    expect(mailboxOf('+only@example.com')).toBe('+only@example.com');
  });
});
