/**
 * One person, one referral: the mailbox an address delivers to. Case never matters, a `+tag` after
 * the local part reaches the same mailbox (Gmail, Outlook, iCloud, Fastmail...), and Gmail ignores
 * dots and answers googlemail.com too. Twelve spellings of one inbox are one person.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at).split('+')[0]!;
  let domain = address.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local || address.slice(0, at)}@${domain}`;
}
