import { DomainError } from '../../../shared/ddd';

export const adminErrors = {
  userNotFound: () => new DomainError('not_found', 'user_not_found', 'User not found'),
  cannotDeleteAdmin: () => new DomainError('conflict', 'cannot_delete_admin', 'Administrators cannot be deleted'),
  currencyNotFound: () => new DomainError('not_found', 'currency_not_found', 'Currency not found'),
  usdRateFixed: () => new DomainError('invalid', 'usd_rate_fixed', 'The USD rate is always 1: every charge is in USD.'),
  invalidRate: () => new DomainError('invalid', 'invalid_rate', 'The rate must be a number above 0 (units per 1 USD)'),
};
