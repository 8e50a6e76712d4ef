import { displayName } from '../domain/display-name';
import type { UserAccount } from '../domain/user-account';

/** Who a user is, as each view of them begins: the id, the address and the names, the shown one worked out once. */
export function userNames(user: UserAccount): { id: string; email: string; firstName: string | null; lastName: string | null; displayName: string } {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: displayName(user),
  };
}
