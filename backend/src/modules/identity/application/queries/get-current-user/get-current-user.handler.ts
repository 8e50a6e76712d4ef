import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Schema } from '@boogy/contracts';
import { creditBalance } from '../../../../checkout/public';
import { User } from '../../../infrastructure/entities/user.entity';
import { currentUserView } from '../../current-user.view';
import { GetCurrentUserQuery } from './get-current-user.query';

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ userId }: GetCurrentUserQuery): Promise<Schema<'CurrentUser'> | null> {
    const em = this.orm.em.fork();
    const user = await em.findOne(User, { id: userId, isActive: true });
    return user ? currentUserView(user, await creditBalance(em, user.id)) : null;
  }
}
