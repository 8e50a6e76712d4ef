// Identity's public facade: the only import other contexts may use.
// Functions take the caller's EntityManager so they join the caller's transaction.
export {
  findUserById,
  findUserByEmail,
  findUsersByIds,
  findUserByReferralCode,
  createPasswordlessUser,
  type UserSummary,
} from '../application/user-directory';
export { displayName } from '../domain/display-name';
/** Signs a user in on this request (new session id, then session.userId): e.g. after a guest purchase made a new account. */
export { startSession as signIn } from '../infrastructure/sessions';
/** `@UseGuards(AdminGuard)`: 401 signed out, 403 not an admin. */
export { AdminGuard, NotAdminError } from '../interface/http/admin.guard';
