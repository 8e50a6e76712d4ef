// The email-address rule and its message, shared by the screens and the server's domain checks.
// Dependency-free on purpose: the backend loads this file at run time as it is.

/** RFC 5321's limit on a whole address. */
export const EMAIL_MAX_LENGTH = 254;

/** The spec's words for any field that needs an email address. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Something, an @, a domain with a dot; no spaces; at most 254 characters (the caller trims). */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(value);
}
