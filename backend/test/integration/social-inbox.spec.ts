import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { FindSongsForSharingHandler } from '../../src/modules/catalog/application/for-social/find-songs-for-sharing.handler';
import { PaymentWasRefundedQuery } from '../../src/modules/checkout/public';
import { PaymentWasRefundedHandler } from '../../src/modules/checkout/application/queries/books/books.queries';
import { CheckoutBooksReadModel } from '../../src/modules/checkout/infrastructure/checkout-books';
import { Song } from '../../src/modules/catalog/infrastructure/entities/song.entity';
import { PgSongVideos } from '../../src/modules/catalog/infrastructure/pg-song-videos';
import { SongRepository } from '../../src/modules/catalog/infrastructure/song.repository';
import { OnPaymentCapturedHandler } from '../../src/modules/social/application/integration-handlers/on-payment-captured.handler';
import { TakeBackBoughtSongHandler } from '../../src/modules/social/application/integration-handlers/on-payment-refunded.handler';
import type { FindSongsForSharingQuery } from '../../src/modules/social/public';
import { OnUserRegisteredHandler } from '../../src/modules/social/application/integration-handlers/on-user-registered.handler';
import { MikroInvitationsRepository } from '../../src/modules/social/infrastructure/invitations.repository';
import { CatalogSongsAdapter, CheckoutPaymentsAdapter } from '../../src/modules/social/infrastructure/other-contexts.adapter';
import { MikroSharesRepository } from '../../src/modules/social/infrastructure/shares.repository';
import { handleOnce } from '../../src/shared/messaging';
import { ormOptions } from '../../src/shared/persistence/orm.config';
import { EntityManagers } from '../../src/shared/persistence/unit-of-work.mikro-orm';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** Social's consumers of other contexts' events, redelivered and raced: each effect happens once. */
describe('social integration-event handlers', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let ems: EntityManagers;

  beforeAll(async () => {
    db = await createTestDatabase();
    orm = await MikroORM.init(ormOptions(db.url));
    ems = new EntityManagers(orm);
  });

  /** Social's song port as wired: its query, answered by the catalog's handler on the same database. */
  const catalogSongs = () => {
    const catalog = new FindSongsForSharingHandler(new SongRepository(ems), new PgSongVideos(ems));
    return new CatalogSongsAdapter({ execute: (query: FindSongsForSharingQuery) => catalog.execute(query) } as unknown as QueryBus);
  };
  afterAll(async () => {
    await orm.close(true);
    await db.drop();
  });

  /** Checkout's real refund query and read model behind the bus social asks. */
  const checkoutQueries = () => {
    const handler = new PaymentWasRefundedHandler(new CheckoutBooksReadModel(ems));
    return { execute: (query: PaymentWasRefundedQuery) => handler.execute(query) } as unknown as QueryBus;
  };
  // The payments these events name are live (checkout's facade reads its own tables otherwise).
  const livePayments = { holdUnlessRefunded: async () => true };
  const count = async (sql: string, params: unknown[]) => Number((await orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from ${sql}`, params))[0]!.n);

  it('gives the buyer of someone else’s song one full share, however often the payment event arrives', async () => {
    const ownerId = randomUUID();
    const buyerId = randomUUID();
    const em = orm.em.fork();
    const song = em.create(Song, { userId: ownerId, title: 'Boogy1_Ann', names: ['Ann'], lyrics: 'la la', isPaid: true, status: 'completed' });
    await em.persist(song).flush();
    const handler = new OnPaymentCapturedHandler(new MikroSharesRepository(ems), catalogSongs(), livePayments);
    const messageId = randomUUID();
    const payload = { paymentId: randomUUID(), buyerUserId: buyerId, songId: song.id, packId: null, amountPaidCents: 1000, currency: 'USD' };
    const deliveries = await Promise.all(
      Array.from({ length: 4 }, () => handleOnce(orm, messageId, 'social.give-bought-song', () => handler.handle(payload))),
    );
    expect(deliveries.filter(Boolean)).toHaveLength(1);
    expect(await count("social.friend_shares where song_id = ? and shared_with_user_id = ? and shared_by_user_id = ? and share_type = 'full'", [song.id, buyerId, ownerId])).toBe(1);

    // The owner paying for their own song shares nothing.
    await handleOnce(orm, randomUUID(), 'social.give-bought-song', () => handler.handle({ ...payload, buyerUserId: ownerId }));
    expect(await count('social.friend_shares where song_id = ?', [song.id])).toBe(1);
  });

  it('takes back exactly the share a refunded payment bought, however often the refund event arrives', async () => {
    const [ownerId, buyerId, friendId] = [randomUUID(), randomUUID(), randomUUID()];
    const em = orm.em.fork();
    const song = em.create(Song, { userId: ownerId, title: 'Boogy2_Bo', names: ['Bo'], lyrics: 'la la', isPaid: true, status: 'completed' });
    await em.persist(song).flush();
    const shares = new MikroSharesRepository(ems);
    const give = new OnPaymentCapturedHandler(shares, catalogSongs(), livePayments);
    const bought = { paymentId: randomUUID(), buyerUserId: buyerId, songId: song.id, packId: null, amountPaidCents: 700, currency: 'USD' };
    await handleOnce(orm, randomUUID(), 'social.give-bought-song', () => give.handle(bought));
    await shares.addFriendShare({ songId: song.id, sharedByUserId: ownerId, sharedWithUserId: friendId, shareType: 'full', message: null, paymentId: null });
    // The same payment cannot buy two shares, whatever path tries.
    await expect(shares.addFriendShare({ songId: song.id, sharedByUserId: ownerId, sharedWithUserId: buyerId, shareType: 'full', message: null, paymentId: bought.paymentId })).rejects.toThrow(/friend_shares_payment_unique/);

    const takeBack = new TakeBackBoughtSongHandler(shares);
    const refund = { paymentId: bought.paymentId, buyerUserId: buyerId, songId: song.id, amountRefundedCents: 700, currency: 'USD' };
    const messageId = randomUUID();
    const deliveries = await Promise.all([1, 2, 3].map(() => handleOnce(orm, messageId, 'social.take-back-bought-song', async () => { await takeBack.execute({ payload: refund} as never); })));
    expect(deliveries.filter(Boolean)).toHaveLength(1);
    expect(await count('social.friend_shares where song_id = ? and shared_with_user_id = ?', [song.id, buyerId])).toBe(0);
    expect(await count("social.friend_shares where song_id = ? and shared_with_user_id = ? and share_type = 'full'", [song.id, friendId])).toBe(1);
  });

  it('gives nothing for a payment whose refund was handled first (the events travel on separate queues)', async () => {
    const [ownerId, buyerId] = [randomUUID(), randomUUID()];
    const em = orm.em.fork();
    const song = em.create(Song, { userId: ownerId, title: 'Boogy3_Cy', names: ['Cy'], lyrics: 'la la', isPaid: false, status: 'completed' });
    await em.persist(song).flush();
    const paymentId = randomUUID();
    await orm.em.fork().execute(`insert into checkout.payments (id, user_id, song_id, provider, amount, status, is_refunded) values (?, ?, ?, 'sandbox', 1000, 'refunded', true)`, [paymentId, buyerId, song.id]);
    const shares = new MikroSharesRepository(ems);
    const takeBack = new TakeBackBoughtSongHandler(shares);
    await handleOnce(orm, randomUUID(), 'social.take-back-bought-song', async () => {
      await takeBack.execute({ payload: { paymentId, buyerUserId: buyerId, songId: song.id, amountRefundedCents: 1000, currency: 'USD' }} as never);
    });
    const give = new OnPaymentCapturedHandler(shares, catalogSongs(), new CheckoutPaymentsAdapter(checkoutQueries()));
    await handleOnce(orm, randomUUID(), 'social.give-bought-song', () => give.handle({ paymentId, buyerUserId: buyerId, songId: song.id, packId: null, amountPaidCents: 1000, currency: 'USD' }));
    expect(await count('social.friend_shares where song_id = ?', [song.id])).toBe(0);
  });

  it('marks invitations joined once and announces each once', async () => {
    const repo = new MikroInvitationsRepository(ems);
    const email = `joiner-${randomUUID()}@boogy.test`;
    const inviters = [randomUUID(), randomUUID()];
    for (const senderUserId of inviters) await repo.create({ senderUserId, recipientEmail: email, referralCode: 'CODE', mode: 'friend' });
    const handler = new OnUserRegisteredHandler(repo);
    const joinedId = randomUUID();
    const messageId = randomUUID();
    const payload = { userId: joinedId, email: email.toUpperCase(), firstName: 'Jo', referredByUserId: null, referralCode: null };
    await Promise.all([1, 2, 3].map(() => handleOnce(orm, messageId, 'social.invitation-joined', () => handler.handle(payload))));
    expect(await count("social.invitations where recipient_email = ? and status = 'joined' and joined_user_id = ?", [email, joinedId])).toBe(2);
    expect(await count("messaging.outbox_messages where type = 'social.invitation-accepted.v1' and payload->>'inviteeUserId' = ?", [joinedId])).toBe(2);
  });
});
