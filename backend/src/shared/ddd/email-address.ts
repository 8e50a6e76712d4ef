/** Emails are compared case-insensitively: we store and look them up trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
