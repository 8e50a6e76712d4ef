import { Body, Controller, Get, Param, Patch, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { AdminGuard } from '../../../../shared/http/admin.guard';
import { ModerateSuggestionCommand } from '../../application/commands/moderate-suggestion/moderate-suggestion.command';
import { ListSuggestionsForAdminQuery } from '../../application/queries/list-suggestions/list-suggestions.query';
import { ModerateSuggestionDto } from './dto/community.dto';

/** Admin: suggestion moderation (audited by the admin context, like every /api/admin action). */
@Controller('api/admin/suggestions')
@UseGuards(AdminGuard)
export class AdminSuggestionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  list(): Promise<Schema<'AdminSuggestion'>[]> {
    return this.queries.execute(new ListSuggestionsForAdminQuery());
  }

  @Patch(':id')
  moderate(@Param('id') id: string, @Body() body: ModerateSuggestionDto): Promise<Schema<'AdminSuggestion'>> {
    return this.commands.execute(new ModerateSuggestionCommand(id, body.status, body.adminNotes));
  }
}
