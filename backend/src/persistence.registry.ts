// Every context's ORM entities and migrations, in one place so that the app, the CLI and the tests
// build the same schema. Migrations run in name order (a UTC timestamp prefix).
import type { MigrationObject } from '@mikro-orm/core';
import { InboxMessage } from './shared/messaging/entities/inbox-message.entity';
import { OutboxMessage } from './shared/messaging/entities/outbox-message.entity';
import { Migration20261121000000Foundation } from './shared/persistence/migrations/20261121000000-foundation.migration';

export const ENTITIES = [OutboxMessage, InboxMessage];

const migrations: MigrationObject[] = [
  { name: 'Migration20261121000000Foundation', class: Migration20261121000000Foundation },
];

export const MIGRATIONS: MigrationObject[] = [...migrations].sort((a, b) => a.name.localeCompare(b.name));
