import { Command } from '@nestjs/cqrs';

/** pending → mature for every commission whose 7-day refund period has ended by `now`. */
export class MatureCommissionsCommand extends Command<{ matured: number }> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}
