import { Injectable } from '@nestjs/common';
import { MikroORM, TransactionContext, type EntityManager } from '@mikro-orm/postgresql';
import { UnitOfWork } from '../application/unit-of-work';

/**
 * The EntityManager of the transaction open in this async context (MikroORM's own
 * `TransactionContext`, which `em.transactional` fills), or undefined outside one.
 */
export function openTransaction(name = 'default'): EntityManager | undefined {
  const em = TransactionContext.getEntityManager(name) as EntityManager | undefined;
  return em?.isInTransaction() ? em : undefined;
}

/** UnitOfWork on MikroORM: `em.transactional` carries the transaction's fork in an AsyncLocalStorage. */
@Injectable()
export class MikroOrmUnitOfWork extends UnitOfWork {
  constructor(private readonly orm: MikroORM) {
    super();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    if (openTransaction(this.orm.em.name)) return work();
    return this.orm.em.fork().transactional(() => work());
  }
}

/**
 * What repositories ask for their EntityManager: the open unit of work's, so they join its
 * transaction and locks, or a fresh fork outside one (a read, or a single self-flushing write).
 * Take it once per method: two forks do not share entities.
 */
@Injectable()
export class EntityManagers {
  constructor(private readonly orm: MikroORM) {}

  current(): EntityManager {
    return openTransaction(this.orm.em.name) ?? this.orm.em.fork();
  }
}

/** The open transaction's EntityManager, for test probes that write inside a handler's unit of work. */
export function transactionEntityManager(): EntityManager {
  const em = openTransaction();
  if (!em) throw new Error('no unit of work is open');
  return em;
}
