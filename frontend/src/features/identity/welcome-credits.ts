import type { Schema } from '@boogy/contracts';

/**
 * What a new account is told about its credits. Until its email is proved it has one free
 * generation; the rest unlock from the link emailed to it (the server decides, this only says so).
 */
export function welcomeCredits(user: Pick<Schema<'CurrentUser'>, 'previewCredits' | 'emailVerified'>): string {
  if (user.emailVerified) return `You have ${user.previewCredits} free preview credits.`;
  return 'Your first song is free. Open the link we emailed you to unlock the rest of your free preview credits.';
}
