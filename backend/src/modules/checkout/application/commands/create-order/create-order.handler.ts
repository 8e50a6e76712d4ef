import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkoutErrors } from '../../../domain/checkout-errors';
import { CHARGE_CURRENCY, decimalToCents } from '../../../domain/money';
import { findSamplePack } from '../../../domain/sample-packs';
import { normalizeVoucherCode } from '../../../domain/voucher-rules';
import { ORDERS, type Orders } from '../../ports/orders.port';
import { VOUCHERS, type Vouchers } from '../../ports/vouchers.port';
import { guestBuyerDetails, songForSale, type Buyer } from '../../buyer';
import { PAYMENT_GATEWAY, type PaymentGateway, PaymentGatewayError } from '../../ports/payment-gateway.port';
import { ACCOUNTS_PORT, CATALOG_PORT, type AccountsPort, type CatalogPort } from '../../ports/other-contexts.port';
import { SONG_PURCHASES, type SongPurchases } from '../../ports/song-purchases.port';
import { quoteSong } from '../../price-quote';
import { songPurchaseErrors } from '../../../domain/song-purchase';
import { CreateOrderCommand, type CreatedOrder, type OrderRequest } from './create-order.command';

interface Priced {
  songId: string | null;
  packId: string | null;
  listPriceCents: number;
  amountCents: number;
  voucherId: string | null;
  description: string;
}

/**
 * Creates the provider order at the server's price (a client's amount is only compared), tied to
 * the buyer and to what is bought through our order id (custom_id) and reference_id.
 */
@CommandHandler(CreateOrderCommand)
export class CreateOrderHandler implements ICommandHandler<CreateOrderCommand> {
  constructor(
    @Inject(VOUCHERS) private readonly vouchers: Vouchers,
    @Inject(ORDERS) private readonly orders: Orders,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CATALOG_PORT) private readonly catalog: CatalogPort,
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
    @Inject(SONG_PURCHASES) private readonly purchases: SongPurchases,
  ) {}

  async execute({ request: command, buyer }: CreateOrderCommand): Promise<CreatedOrder> {
    if (Boolean(command.songId) === Boolean(command.packId)) throw checkoutErrors.chooseOne();
    if (command.currency !== undefined && command.currency.toUpperCase() !== CHARGE_CURRENCY) throw checkoutErrors.currencyNotUsd();
    if (command.intent !== undefined && command.intent.toUpperCase() !== 'CAPTURE') throw checkoutErrors.intentNotCapture();

    const guest = buyer.userId ? null : await this.guestDetails(command);
    const priced = command.songId ? await this.priceSong(command.songId, command.voucherCode, buyer) : this.pricePack(command, buyer);
    if (command.amount !== undefined && decimalToCents(command.amount) !== priced.amountCents) throw checkoutErrors.amountMismatch();
    if (priced.amountCents === 0) throw checkoutErrors.useFreeDownload();

    const order = this.orders.draft({
      provider: this.gateway.provider,
      providerOrderId: '',
      songId: priced.songId,
      packId: priced.packId,
      buyerUserId: buyer.userId,
      buyerGuestId: buyer.guestId,
      guestEmail: guest?.email ?? null,
      guestFirstName: guest?.firstName ?? null,
      listPriceCents: priced.listPriceCents,
      amountCents: priced.amountCents,
      currency: CHARGE_CURRENCY,
      voucherId: priced.voucherId,
    });
    let created: { orderId: string; status: string };
    try {
      created = await this.gateway.createOrder(
        { amountCents: priced.amountCents, currency: CHARGE_CURRENCY, referenceId: priced.songId ?? priced.packId!, customId: order.id, description: priced.description },
        `boogy-order-${order.id}`,
      );
    } catch (error) {
      if (error instanceof PaymentGatewayError) throw checkoutErrors.providerDown();
      throw error;
    }
    order.providerOrderId = created.orderId;
    await this.orders.save(order);
    return { id: created.orderId, status: created.status, amountCents: priced.amountCents, currency: CHARGE_CURRENCY };
  }

  /** A guest pays without an account; the account is made from these details once paid. */
  private async guestDetails(command: OrderRequest): Promise<{ email: string; firstName: string } | null> {
    if (command.packId) throw checkoutErrors.signInForPack();
    const guest = guestBuyerDetails(command.firstName, command.email);
    // An existing account holder signs in first: paying must not hand a stranger their account.
    if (await this.accounts.findUserIdByEmail(guest.email)) throw checkoutErrors.existingAccount();
    return guest;
  }

  private async priceSong(songId: string, voucherCode: string | undefined, buyer: Buyer): Promise<Priced> {
    const song = await songForSale(this.catalog, songId, buyer);
    // A capture in flight (or a purchase just made) holds the song: no second order for it.
    const held = await this.purchases.holder(song.id);
    if (held) throw held.paymentId ? songPurchaseErrors.alreadyPaid() : songPurchaseErrors.inProgress();
    const quote = await quoteSong(this.vouchers, voucherCode);
    return {
      songId: song.id,
      packId: null,
      listPriceCents: quote.listPriceCents,
      amountCents: quote.finalPriceCents,
      voucherId: quote.voucher?.id ?? null,
      description: `Full song: ${song.title}`,
    };
  }

  private pricePack(command: OrderRequest, buyer: Buyer): Priced {
    if (!buyer.userId) throw checkoutErrors.signInForPack();
    if (normalizeVoucherCode(command.voucherCode)) throw checkoutErrors.voucherNotForPacks();
    const pack = findSamplePack(command.packId!);
    if (!pack) throw checkoutErrors.packNotFound();
    return { songId: null, packId: pack.id, listPriceCents: pack.priceCents, amountCents: pack.priceCents, voucherId: null, description: `${pack.credits} sample credits` };
  }
}
