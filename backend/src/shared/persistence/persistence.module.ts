import { Global, Module } from '@nestjs/common';
import { UnitOfWork } from '../application/unit-of-work';
import { EntityManagers, MikroOrmUnitOfWork } from './unit-of-work.mikro-orm';

/** The unit of work every context's handlers use, and the EntityManager lookup their repositories use. */
@Global()
@Module({
  providers: [{ provide: UnitOfWork, useClass: MikroOrmUnitOfWork }, EntityManagers],
  exports: [UnitOfWork, EntityManagers],
})
export class PersistenceModule {}
