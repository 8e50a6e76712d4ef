import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../../shared/config';
import { EmailNotProvedError, TooManyWebhooksError, WebhookUrlRefusedError } from '../../../domain/integrations.errors';
import { MAX_WEBHOOKS_PER_USER, newWebhookSecret, webhookUrlProblem } from '../../../domain/webhook';
import { IntegrationAccounts } from '../../ports/integration-accounts.port';
import { WebhookStore } from '../../ports/webhook-store.port';
import { WebhookTransport } from '../../ports/webhook-transport.port';
import { webhookJson } from '../../views';
import { CreateWebhookCommand } from './create-webhook.command';
import { UnitOfWork } from '../../../../../shared/application/unit-of-work';

@CommandHandler(CreateWebhookCommand)
export class CreateWebhookHandler implements ICommandHandler<CreateWebhookCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly webhooks: WebhookStore,
    private readonly accounts: IntegrationAccounts,
    private readonly transport: WebhookTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, url, events }: CreateWebhookCommand): Promise<Schema<'CreatedWebhook'>> {
    const problem = webhookUrlProblem(url, !this.config.isProduction) ?? (await this.transport.checkHost(url));
    if (problem) throw new WebhookUrlRefusedError(problem);
    return this.uow.run(async () => {
      if ((await this.accounts.standing(userId)) !== 'proved') throw new EmailNotProvedError();
      if ((await this.webhooks.countLive(userId)) >= MAX_WEBHOOKS_PER_USER) throw new TooManyWebhooksError(MAX_WEBHOOKS_PER_USER);
      const secret = newWebhookSecret();
      const view = await this.webhooks.insert({ id: randomUUID(), userId, url, events: [...new Set(events)], secret });
      return { ...webhookJson(view), secret };
    });
  }
}
