import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { CurrentUserId, SignedInGuard } from '../../../../shared/http/session-user';
import { CreateWebhookCommand } from '../../application/commands/create-webhook/create-webhook.command';
import { DeleteWebhookCommand } from '../../application/commands/delete-webhook/delete-webhook.command';
import { ListWebhookDeliveriesQuery } from '../../application/queries/list-webhook-deliveries/list-webhook-deliveries.query';
import { ListWebhooksQuery } from '../../application/queries/list-webhooks/list-webhooks.query';
import { WebhookNotFoundError } from '../../domain/integrations.errors';
import { CreateWebhookDto, DeliveriesQuery } from './dto/integrations.dto';
import { isUuid } from './uuid';

/** The account's webhooks and their delivery logs (a partner's server may manage them with an API token). */
@Controller('api/user/webhooks')
@UseGuards(SignedInGuard)
export class WebhooksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @HttpCode(201)
  create(@CurrentUserId() userId: string, @Body() body: CreateWebhookDto): Promise<Schema<'CreatedWebhook'>> {
    return this.commands.execute(new CreateWebhookCommand(userId, body.url, body.events));
  }

  @Get()
  list(@CurrentUserId() userId: string): Promise<Schema<'WebhookList'>> {
    return this.queries.execute(new ListWebhooksQuery(userId));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUserId() userId: string, @Param('id') id: string): Promise<void> {
    if (!isUuid(id)) throw new WebhookNotFoundError();
    await this.commands.execute(new DeleteWebhookCommand(userId, id));
  }

  @Get(':id/deliveries')
  deliveries(@CurrentUserId() userId: string, @Param('id') id: string, @Query() query: DeliveriesQuery): Promise<Schema<'WebhookDeliveryList'>> {
    if (!isUuid(id)) throw new WebhookNotFoundError();
    return this.queries.execute(new ListWebhookDeliveriesQuery(userId, id, query.limit ?? 20, query.cursor ?? null));
  }
}
