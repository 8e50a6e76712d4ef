// The bounded contexts mounted in the app. Each context adds its module here.
import type { Type } from '@nestjs/common';
import { IdentityModule } from './modules/identity/identity.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { CheckoutModule } from './modules/checkout/checkout.module';
import { CatalogModule } from './modules/catalog/catalog.module';
import { AffiliateModule } from './modules/affiliate/affiliate.module';
import { SocialModule } from './modules/social/social.module';
import { AdminModule } from './modules/admin/admin.module';
import { CommunityModule } from './modules/community/community.module';
import { IntegrationsModule } from './modules/integrations/integrations.module';
export const CONTEXT_MODULES: Type[] = [NotificationsModule, IdentityModule, CheckoutModule, CatalogModule, AffiliateModule, SocialModule, CommunityModule, AdminModule, IntegrationsModule];
