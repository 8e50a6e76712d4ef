// The bounded contexts mounted in the app. Each context adds its module here.
import type { Type } from '@nestjs/common';
import { IdentityModule } from './modules/identity/identity.module';

export const CONTEXT_MODULES: Type[] = [IdentityModule];
