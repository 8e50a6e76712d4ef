import { Command } from '@nestjs/cqrs';
import type { UserAccount } from '../../../domain/user-account';

export class VerifyCredentialsCommand extends Command<UserAccount> {
  constructor(
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}
