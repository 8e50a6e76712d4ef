import type { EntityManager } from '@mikro-orm/postgresql';
import { OutboxIntegrationEvents } from '../../../shared/messaging';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';
import { UserRegistration } from '../application/register-new-user';
import { UserDirectory } from '../application/user-directory';
import type { AffiliateSettings } from '../application/ports/affiliate-settings.port';
import { CheckoutCreditsAdapter } from './checkout-credits.adapter';
import { OrmUsersRepository } from './users.repository';

/**
 * The directory services behind identity's facade, which other contexts call as plain functions
 * with their own `em` (outside Nest's container): wired per call on that em, so they join the
 * caller's transaction; the module binds the same classes for the handlers. Goes when the facade
 * becomes queries on the bus (ADR 0016).
 */
export function directoryServices(em: EntityManager): { directory: UserDirectory } {
  const ems = EntityManagers.fixed(em);
  const users = new OrmUsersRepository(ems);
  return { directory: new UserDirectory(users, new UserRegistration(users, new CheckoutCreditsAdapter(ems), new OutboxIntegrationEvents(), slugsOn(em))) };
}

/**
 * Who holds a personalised slug (a guest's ?ref= may be one), read from affiliate's table on the
 * caller's em, as no bus reaches this wiring (the module asks the affiliate context on the QueryBus
 * instead); goes with this file.
 */
function slugsOn(em: EntityManager): Pick<AffiliateSettings, 'holderOf'> {
  return {
    holderOf: async (slug) => (await em.execute<{ v: string }[]>('select user_id as v from affiliate.affiliate_profiles where personalized_slug = ?', [slug]))[0]?.v ?? null,
  };
}
