import { Command } from '@nestjs/cqrs';

export class RequestSignInLinkCommand extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}
