import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { listPaging, nextCursorOf } from '../../../domain/paging';
import { BOOKS, USER_ACCOUNTS, type Books, type UserAccounts } from '../../ports/admin-reads.port';
import { ListAdminPaymentsQuery } from './list-payments.query';

/** Payments with the buyer's email (kept after the buyer's account is deleted: the books stay). */
@QueryHandler(ListAdminPaymentsQuery)
export class ListAdminPaymentsHandler implements IQueryHandler<ListAdminPaymentsQuery> {
  constructor(
    @Inject(BOOKS) private readonly books: Books,
    @Inject(USER_ACCOUNTS) private readonly users: UserAccounts,
  ) {}

  async execute({ request }: ListAdminPaymentsQuery): Promise<Schema<'AdminPaymentPage'>> {
    const p = listPaging(request);
    const read = await this.books.payments({ limit: p.limit + 1, offset: p.offset, after: p.after });
    const { total } = read;
    const payments = read.payments.slice(0, p.limit);
    const emails = new Map((await this.users.findMany(payments.map((x) => x.userId))).map((u) => [u.id, u.email]));
    return {
      payments: payments.map((x) => ({ ...x, userEmail: emails.get(x.userId) ?? null, refundedAt: x.refundedAt?.toISOString() ?? null, createdAt: x.createdAt.toISOString() })),
      total,
      page: p.page,
      pageSize: p.pageSize,
      nextCursor: nextCursorOf(read.payments, p.limit, (x) => x),
    };
  }
}
