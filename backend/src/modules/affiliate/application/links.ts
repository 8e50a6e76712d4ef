/** The invitation links as the user shares them, on the site's public origin. */
export function referralLinks(origin: string, account: { referralCode: string; personalizedSlug: string | null }) {
  const base = origin.replace(/\/+$/, '');
  return {
    referralCode: account.referralCode,
    referralLink: `${base}/?ref=${encodeURIComponent(account.referralCode)}`,
    personalizedSlug: account.personalizedSlug,
    personalizedLink: account.personalizedSlug ? `${base}/friend/${account.personalizedSlug}` : null,
  };
}
