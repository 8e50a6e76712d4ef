import type { Account, AccountsPort } from './ports/accounts.port';

/**
 * Each row with the account of the person it names, in one lookup; rows naming a closed account
 * are left out (a closed account is shown to nobody).
 */
export async function withActivePeople<R>(accounts: AccountsPort, rows: readonly R[], personOf: (row: R) => string): Promise<{ row: R; person: Account }[]> {
  const people = await accounts.byIds(rows.map(personOf));
  return rows.flatMap((row) => {
    const person = people.get(personOf(row));
    return person?.isActive ? [{ row, person }] : [];
  });
}
