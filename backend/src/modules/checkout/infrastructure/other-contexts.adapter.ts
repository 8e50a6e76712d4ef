import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AccountsPort, CatalogPort, SongForPurchase } from '../application/ports/other-contexts.port';
import {
  AssignGuestSongsToBuyerCommand,
  FindSongForPurchaseQuery,
  FindSongTitleForReceiptQuery,
  MarkSongPaidCommand,
  RevokeSongPaymentCommand,
  type MarkSongPaidOutcome,
} from '../public/asks-catalog';
import { CreateGuestBuyerAccountCommand, FindBuyerAccountQuery, FindReceiptEmailQuery, IssueReceiptSignInPathCommand } from '../public/asks-identity';

/** The catalog, through the messages the checkout declares (the catalog handles them in the caller's unit of work). */
@Injectable()
export class CatalogFacadeAdapter implements CatalogPort {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  findSongForPurchase(songId: string): Promise<SongForPurchase | null> {
    return this.queries.execute(new FindSongForPurchaseQuery(songId));
  }

  markSongPaid(songId: string, paymentId: string): Promise<MarkSongPaidOutcome> {
    return this.commands.execute(new MarkSongPaidCommand(songId, paymentId));
  }

  async revokeSongPayment(songId: string, paymentId: string): Promise<void> {
    await this.commands.execute(new RevokeSongPaymentCommand(songId, paymentId));
  }

  async assignGuestSongsToUser(guestId: string, userId: string): Promise<void> {
    await this.commands.execute(new AssignGuestSongsToBuyerCommand(guestId, userId));
  }

  songTitle(songId: string): Promise<string | null> {
    return this.queries.execute(new FindSongTitleForReceiptQuery(songId));
  }
}

/** Identity, through the messages the checkout declares (identity handles them in the caller's unit of work). */
@Injectable()
export class AccountsFacadeAdapter implements AccountsPort {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  findUserIdByEmail(email: string): Promise<string | null> {
    return this.queries.execute(new FindBuyerAccountQuery(email));
  }

  createGuestBuyer(buyer: { email: string; firstName: string }): Promise<string> {
    return this.commands.execute(new CreateGuestBuyerAccountCommand(buyer.email, buyer.firstName));
  }

  emailOf(userId: string): Promise<string | null> {
    return this.queries.execute(new FindReceiptEmailQuery(userId));
  }

  receiptSignInPath(userId: string): Promise<string | null> {
    return this.commands.execute(new IssueReceiptSignInPathCommand(userId));
  }
}
