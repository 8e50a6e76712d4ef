import { Command } from '@nestjs/cqrs';

export type EmailChangeOutcome = 'verified' | 'expired' | 'taken';

export class VerifyEmailChangeCommand extends Command<EmailChangeOutcome> {
  constructor(readonly token: string) {
    super();
  }
}
