import { Inject } from '@nestjs/common';
import { CommandHandler, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../shared/application/unit-of-work';
import { CreateGuestBuyerAccountCommand, FindBuyerAccountQuery, FindReceiptEmailQuery, IssueReceiptSignInPathCommand } from '../../../checkout/public';
import { normalizeEmail } from '../../domain/email-address';
import { UserRegistration } from '../register-new-user';
import { ONE_TIME_TOKENS, type OneTimeTokens } from '../ports/one-time-tokens.port';
import { USERS_REPOSITORY, type UsersRepository } from '../ports/users.repository.port';

/*
 * Identity's answers to what the checkout asks about buyers (messages the checkout declares): each
 * runs in the checkout's unit of work, so a guest buyer's account commits with their payment.
 */

@QueryHandler(FindBuyerAccountQuery)
export class FindBuyerAccountHandler implements IQueryHandler<FindBuyerAccountQuery> {
  constructor(@Inject(USERS_REPOSITORY) private readonly users: UsersRepository) {}

  async execute({ email }: FindBuyerAccountQuery): Promise<string | null> {
    return (await this.users.findByEmail(normalizeEmail(email)))?.id ?? null;
  }
}

/** Never signs anyone into an account that held the email already: the checkout tells them to sign in. */
@CommandHandler(CreateGuestBuyerAccountCommand)
export class CreateGuestBuyerAccountHandler implements ICommandHandler<CreateGuestBuyerAccountCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    private readonly registration: UserRegistration,
  ) {}

  execute({ email, firstName }: CreateGuestBuyerAccountCommand): Promise<string> {
    return this.uow.run(async () => {
      const existing = await this.users.findByEmail(normalizeEmail(email));
      if (existing) return existing.id;
      const { user } = await this.registration.register({ email, passwordHash: null, firstName, referralCode: null });
      return user.id;
    });
  }
}

@QueryHandler(FindReceiptEmailQuery)
export class FindReceiptEmailHandler implements IQueryHandler<FindReceiptEmailQuery> {
  constructor(@Inject(USERS_REPOSITORY) private readonly users: UsersRepository) {}

  async execute({ userId }: FindReceiptEmailQuery): Promise<string | null> {
    const user = await this.users.findById(userId);
    return user?.isActive ? user.email : null;
  }
}

@CommandHandler(IssueReceiptSignInPathCommand)
export class IssueReceiptSignInPathHandler implements ICommandHandler<IssueReceiptSignInPathCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    @Inject(ONE_TIME_TOKENS) private readonly tokens: OneTimeTokens,
  ) {}

  execute({ userId }: IssueReceiptSignInPathCommand): Promise<string | null> {
    return this.uow.run(async () => {
      const user = await this.users.findById(userId, { activeOnly: true });
      if (!user) return null;
      const token = await this.tokens.issue(user.id, 'receipt_sign_in');
      return `/sign-in-link?token=${encodeURIComponent(token)}`;
    });
  }
}

export const FOR_CHECKOUT_HANDLERS = [FindBuyerAccountHandler, CreateGuestBuyerAccountHandler, FindReceiptEmailHandler, IssueReceiptSignInPathHandler];
