import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { DeleteUserHandler } from './application/commands/delete-user/delete-user.handler';
import { RecordAdminActionHandler } from './application/commands/record-admin-action/record-admin-action.handler';
import { UpdateCurrencyRateHandler } from './application/commands/update-currency-rate/update-currency-rate.handler';
import { BOOKS, SONG_STATS, USER_ACCOUNTS } from './application/ports/admin-reads.port';
import { AUDIT_LOG } from './application/ports/audit-log.port';
import { GetAdminDashboardHandler } from './application/queries/get-dashboard/get-dashboard.handler';
import { ListAuditLogHandler } from './application/queries/list-audit-log/list-audit-log.handler';
import { ListCurrencyRatesHandler } from './application/queries/list-currency-rates/list-currency-rates.handler';
import { ListAdminPaymentsHandler } from './application/queries/list-payments/list-payments.handler';
import { ListAdminUsersHandler } from './application/queries/list-users/list-users.handler';
import { MikroAuditLog } from './infrastructure/audit-log.repository';
import { CatalogSongStatsAdapter, CheckoutBooksAdapter, IdentityAccountsAdapter } from './infrastructure/other-contexts.adapters';
import { AdminAuditInterceptor } from './interface/http/admin-audit.interceptor';
import { AdminController } from './interface/http/admin.controller';

/** Admin: reads the other contexts' public facades; owns only its audit log. */
@Module({
  controllers: [AdminController],
  providers: [
    GetAdminDashboardHandler,
    ListAdminUsersHandler,
    ListAdminPaymentsHandler,
    ListCurrencyRatesHandler,
    ListAuditLogHandler,
    DeleteUserHandler,
    UpdateCurrencyRateHandler,
    RecordAdminActionHandler,
    { provide: USER_ACCOUNTS, useClass: IdentityAccountsAdapter },
    { provide: SONG_STATS, useClass: CatalogSongStatsAdapter },
    { provide: BOOKS, useClass: CheckoutBooksAdapter },
    { provide: AUDIT_LOG, useClass: MikroAuditLog },
    // Global: audits /api/admin changes served by any context's controller.
    { provide: APP_INTERCEPTOR, useClass: AdminAuditInterceptor },
  ],
})
export class AdminModule {}
