
export type AccountStanding = 'proved' | 'unproved' | 'gone';

/** Identity's answer: may this account use integrations (active, email proved)? */
export abstract class IntegrationAccounts {
  abstract standing(userId: string): Promise<AccountStanding>;
}
