import { Inject } from '@nestjs/common';
import { CommandHandler, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CHECKOUT_BOOKS, type CheckoutBooks, type CurrencyRateRow, type MonthIncome, type PaymentRow } from '../../ports/checkout-books.port';
import {
  ListCurrencyRatesQuery,
  ListPaymentsQuery,
  LivePaymentPayerQuery,
  MonthlyIncomeQuery,
  PaymentWasRefundedQuery,
  SetCurrencyRateCommand,
  SpendingByUserQuery,
  TotalIncomeQuery,
} from './books.messages';

@QueryHandler(TotalIncomeQuery)
export class TotalIncomeHandler implements IQueryHandler<TotalIncomeQuery> {
  constructor(@Inject(CHECKOUT_BOOKS) private readonly books: CheckoutBooks) {}
  execute(): Promise<number> {
    return this.books.totalIncomeCents();
  }
}

@QueryHandler(MonthlyIncomeQuery)
export class MonthlyIncomeHandler implements IQueryHandler<MonthlyIncomeQuery> {
  constructor(@Inject(CHECKOUT_BOOKS) private readonly books: CheckoutBooks) {}
  execute({ months, now }: MonthlyIncomeQuery): Promise<MonthIncome[]> {
    return this.books.monthlyIncome(months, now);
  }
}

@QueryHandler(SpendingByUserQuery)
export class SpendingByUserHandler implements IQueryHandler<SpendingByUserQuery> {
  constructor(@Inject(CHECKOUT_BOOKS) private readonly books: CheckoutBooks) {}
  execute({ userIds }: SpendingByUserQuery): Promise<Map<string, number>> {
    return this.books.spendingByUser(userIds);
  }
}

@QueryHandler(ListPaymentsQuery)
export class ListPaymentsHandler implements IQueryHandler<ListPaymentsQuery> {
  constructor(@Inject(CHECKOUT_BOOKS) private readonly books: CheckoutBooks) {}
  execute({ options }: ListPaymentsQuery): Promise<{ payments: PaymentRow[]; total: number }> {
    return this.books.listPayments(options);
  }
}

@QueryHandler(ListCurrencyRatesQuery)
export class ListCurrencyRatesHandler implements IQueryHandler<ListCurrencyRatesQuery> {
  constructor(@Inject(CHECKOUT_BOOKS) private readonly books: CheckoutBooks) {}
  execute(): Promise<CurrencyRateRow[]> {
    return this.books.listCurrencyRates();
  }
}

@CommandHandler(SetCurrencyRateCommand)
export class SetCurrencyRateHandler implements ICommandHandler<SetCurrencyRateCommand> {
  constructor(@Inject(CHECKOUT_BOOKS) private readonly books: CheckoutBooks) {}
  execute({ code, rate }: SetCurrencyRateCommand): Promise<CurrencyRateRow | null> {
    return this.books.setCurrencyRate(code, rate, new Date());
  }
}

@QueryHandler(LivePaymentPayerQuery)
export class LivePaymentPayerHandler implements IQueryHandler<LivePaymentPayerQuery> {
  constructor(@Inject(CHECKOUT_BOOKS) private readonly books: CheckoutBooks) {}
  execute({ paymentId }: LivePaymentPayerQuery): Promise<string | null> {
    return this.books.livePaymentPayer(paymentId);
  }
}

@QueryHandler(PaymentWasRefundedQuery)
export class PaymentWasRefundedHandler implements IQueryHandler<PaymentWasRefundedQuery> {
  constructor(@Inject(CHECKOUT_BOOKS) private readonly books: CheckoutBooks) {}
  execute({ paymentId }: PaymentWasRefundedQuery): Promise<boolean> {
    return this.books.paymentWasRefunded(paymentId);
  }
}

export const BOOKS_HANDLERS = [
  TotalIncomeHandler,
  MonthlyIncomeHandler,
  SpendingByUserHandler,
  ListPaymentsHandler,
  ListCurrencyRatesHandler,
  SetCurrencyRateHandler,
  LivePaymentPayerHandler,
  PaymentWasRefundedHandler,
];
