/** The currencies a user can prefer for display and payouts (the account page's list). */
export const PREFERRED_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'CHF', 'SEK', 'NOK', 'DKK', 'NZD'] as const;
export type PreferredCurrency = (typeof PREFERRED_CURRENCIES)[number];
