import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { User } from '../../../infrastructure/entities/user.entity';
import { consumeToken } from '../../../infrastructure/one-time-tokens';
import { SignInWithLinkCommand } from './sign-in-with-link.command';

@CommandHandler(SignInWithLinkCommand)
export class SignInWithLinkHandler implements ICommandHandler<SignInWithLinkCommand> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ token }: SignInWithLinkCommand): Promise<string | null> {
    return this.orm.em.fork().transactional(async (em) => {
      const used = await consumeToken(em, token, 'sign_in');
      if (!used) return null;
      const user = await em.findOne(User, { id: used.userId, isActive: true });
      return user?.id ?? null;
    });
  }
}
