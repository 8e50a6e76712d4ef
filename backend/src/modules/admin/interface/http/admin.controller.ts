import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { AdminGuard } from '../../../../shared/http/admin.guard';
import { DeleteUserCommand } from '../../application/commands/delete-user/delete-user.command';
import { UpdateCurrencyRateCommand } from '../../application/commands/update-currency-rate/update-currency-rate.command';
import { GetAdminDashboardQuery } from '../../application/queries/get-dashboard/get-dashboard.query';
import { ListAuditLogQuery } from '../../application/queries/list-audit-log/list-audit-log.query';
import { ListCurrencyRatesQuery } from '../../application/queries/list-currency-rates/list-currency-rates.query';
import { ListAdminPaymentsQuery } from '../../application/queries/list-payments/list-payments.query';
import { ListAdminUsersQuery } from '../../application/queries/list-users/list-users.query';
import type { PageRequest } from '../../domain/paging';
import { UpdateCurrencyRateDto } from './dto/admin.dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = (value: unknown) => (typeof value === 'string' ? value : null);
/** A repeated parameter (an array) counts as absent, as before. */
const pageRequest = (query: Record<string, unknown>): PageRequest => ({ page: text(query.page), pageSize: text(query.pageSize), limit: text(query.limit), cursor: text(query.cursor) });

/** Admin: dashboard, users, payments, currency rates and the audit log (401 signed out, 403 not an admin). */
@Controller('api/admin')
@UseGuards(AdminGuard)
export class AdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('dashboard')
  dashboard(): Promise<Schema<'AdminDashboard'>> {
    return this.queries.execute(new GetAdminDashboardQuery());
  }

  @Get('users')
  users(@Query('search') search: unknown, @Query() query: Record<string, unknown>): Promise<Schema<'AdminUserPage'>> {
    return this.queries.execute(new ListAdminUsersQuery(text(search), pageRequest(query)));
  }

  @Delete('users/:id')
  @HttpCode(200)
  async deleteUser(@Param('id') id: string): Promise<Schema<'Message'>> {
    await this.commands.execute(new DeleteUserCommand(UUID.test(id) ? id : '00000000-0000-0000-0000-000000000000'));
    return { message: 'User deleted. Their payments and commissions stay in the books.' };
  }

  @Get('payments')
  payments(@Query() query: Record<string, unknown>): Promise<Schema<'AdminPaymentPage'>> {
    return this.queries.execute(new ListAdminPaymentsQuery(pageRequest(query)));
  }

  @Get('currency-rates')
  rates(): Promise<Schema<'CurrencyRateList'>> {
    return this.queries.execute(new ListCurrencyRatesQuery());
  }

  @Put('currency-rates/:code')
  setRate(@Param('code') code: string, @Body() body: UpdateCurrencyRateDto): Promise<Schema<'CurrencyRate'>> {
    return this.commands.execute(new UpdateCurrencyRateCommand(code, body.rate));
  }

  @Get('audit-log')
  auditLog(@Query() query: Record<string, unknown>): Promise<Schema<'AuditLogPage'>> {
    return this.queries.execute(new ListAuditLogQuery(pageRequest(query)));
  }
}
