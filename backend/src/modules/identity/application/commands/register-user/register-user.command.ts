import { Command } from '@nestjs/cqrs';
import type { Registered } from '../../register-new-user';

export class RegisterUserCommand extends Command<Registered> {
  constructor(
    readonly input: { email: string; password: string; firstName: string; lastName?: string | null; referralCode?: string | null },
  ) {
    super();
  }
}
