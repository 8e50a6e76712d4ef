import { NotFoundError } from '../../../shared/ddd';
import type { AccountsPort, AffiliateAccount } from './ports/accounts.port';

/** The user's account as affiliate sees it, read afresh (a slug may just have been written); none is a 404 for 'User'. */
export async function userAccount(accounts: AccountsPort, userId: string): Promise<AffiliateAccount> {
  const account = await accounts.find(userId);
  if (!account) throw new NotFoundError('User');
  return account;
}
