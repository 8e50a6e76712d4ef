import { Command } from '@nestjs/cqrs';
import type { User } from '../../../infrastructure/entities/user.entity';

export class VerifyCredentialsCommand extends Command<User> {
  constructor(
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}
