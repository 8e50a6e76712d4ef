import { Command } from '@nestjs/cqrs';

export const ADMIN_PASSWORD_MIN_LENGTH = 8;

/**
 * Creates an administrator, or promotes (and reactivates) an existing account. The password is
 * set on creation, and on an existing account only when `setPassword` (the CLI) asks for it.
 */
export class EnsureAdminCommand extends Command<'created' | 'promoted'> {
  constructor(readonly input: { email: string; password: string; setPassword: boolean }) {
    super();
  }
}
