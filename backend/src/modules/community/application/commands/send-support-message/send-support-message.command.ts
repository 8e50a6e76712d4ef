import { Command } from '@nestjs/cqrs';

export class SendSupportMessageCommand extends Command<{ id: string; createdAt: string }> {
  constructor(
    readonly input: { name: string; email: string; subject: string; message: string },
    readonly userId: string | null,
  ) {
    super();
  }
}
