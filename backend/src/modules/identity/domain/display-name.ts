/** First plus last name when both exist, else whichever exists, else the part of the email before the @. */
export function displayName(user: { firstName?: string | null; lastName?: string | null; email: string }): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  return first || last || user.email.split('@')[0]!;
}
