import { Command } from '@nestjs/cqrs';
import type { Registered } from '../../register-new-user';

export type SimpleRegisterResult = { status: 'signed_in'; registered: Registered } | { status: 'login_link_sent' };

export class SimpleRegisterCommand extends Command<SimpleRegisterResult> {
  constructor(readonly input: { email: string; firstName: string; referralCode?: string | null }) {
    super();
  }
}
