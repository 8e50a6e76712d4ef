import { DomainError } from '../../../shared/ddd';
import { SUPPORT_MESSAGES, supportMessage } from './support-message';

const ok = { name: 'Ada', email: 'ada@example.com', subject: 'Download', message: 'My download does not start.' };
const problemsOf = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error.details ?? [error.message];
    throw error;
  }
  return [];
};

describe('a support message', () => {
  it('keeps name 1–100, a valid email, subject 1–200 and message 10–2000 characters', () => {
    expect(problemsOf(() => supportMessage({ ...ok, name: 'n'.repeat(100), subject: 's'.repeat(200), message: 'm'.repeat(2000) }))).toEqual([]);
    expect(problemsOf(() => supportMessage({ name: ' ', email: 'nope', subject: '', message: 'too short' }))).toEqual([
      SUPPORT_MESSAGES.nameRequired,
      SUPPORT_MESSAGES.email,
      SUPPORT_MESSAGES.subjectRequired,
      SUPPORT_MESSAGES.messageTooShort,
    ]);
    expect(problemsOf(() => supportMessage({ name: 'n'.repeat(101), email: ok.email, subject: 's'.repeat(201), message: 'm'.repeat(2001) }))).toEqual([
      SUPPORT_MESSAGES.nameTooLong,
      SUPPORT_MESSAGES.subjectTooLong,
      SUPPORT_MESSAGES.messageTooLong,
    ]);
  });

  it('never lets a line break into the subject (it becomes an email header)', () => {
    expect(supportMessage({ ...ok, subject: 'Hi\r\nBcc: everyone@example.com' }).subject).toBe('Hi Bcc: everyone@example.com');
  });
});
