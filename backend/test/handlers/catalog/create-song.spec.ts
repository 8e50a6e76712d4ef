import { randomUUID } from 'node:crypto';
import { CreateSongCommand, type CreateSongInput, type SongCreator } from '../../../src/modules/catalog/application/commands/create-song/create-song.command';
import { GetGuestSamplesQuery } from '../../../src/modules/catalog/application/queries/song-reads/song-reads.queries';
import { useHandlerHarness } from '../../support/handler-harness';

const LYRICS = 'Nora and Omar dance all night, the party lights are shining bright';
const SONG: CreateSongInput = { names: ['Nora', 'Omar'], lyrics: LYRICS, style: 'kids' };

/** Making a song spends a guest's free sample or a member's credit, in the song's own transaction. */
describe('CreateSong on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness({ GUEST_SAMPLES_PER_IP_PER_DAY: '6' });
  const create = (creator: SongCreator, input: Partial<CreateSongInput> = {}) =>
    h().execute<{ id: string; title: string; guestSamplesLeft: number | null; song: Record<string, unknown> }>(
      new CreateSongCommand({ ...SONG, ...input }, creator, { userId: creator.userId, guestId: creator.guestId }),
    );
  const guest = (ip: string): SongCreator => ({ userId: null, guestId: randomUUID(), ip });

  it('titles a guest’s songs {product}N_{first name} and counts down the four free samples', async () => {
    const me = guest('10.60.0.1');
    const first = await create(me);
    expect(first).toMatchObject({ title: 'Boogy1_Nora', guestSamplesLeft: 3, song: { status: 'pending', isPaid: false, isOwner: true } });
    await expect(create(me, { names: ['Zed'] })).resolves.toMatchObject({ title: 'Boogy2_Zed', guestSamplesLeft: 2 });
    await expect(h().ask(new GetGuestSamplesQuery(me.guestId, me.ip))).resolves.toEqual({ allowance: 4, used: 2, remaining: 2 });
  });

  it('refuses a fifth sample, and a fresh guest id on the same address gets only the rest of the address’s 6', async () => {
    const me = guest('10.60.0.2');
    for (let i = 0; i < 4; i++) await create(me);
    await expect(create(me)).rejects.toMatchObject({ kind: 'payment_required', code: 'guest_samples_exhausted', message: "You've used all 4 free previews. Sign up free with your first name and email to get more!" });
    const cleared = guest(me.ip);
    await create(cleared);
    await create(cleared);
    await expect(create(cleared)).rejects.toMatchObject({ code: 'guest_samples_exhausted' });
    expect(await h().sql('select id from catalog.songs where guest_id = any($1)', [[me.guestId, cleared.guestId]])).toHaveLength(6);
  });

  it('spends a member’s credit per song and refuses the song when none is left, spending nothing', async () => {
    const { id } = await h().user();
    const member: SongCreator = { userId: id, guestId: null, ip: '10.60.0.3' };
    await expect(create(member, { names: ['Dana'] })).resolves.toMatchObject({ title: 'Boogy1_Dana', guestSamplesLeft: null });
    const balance = async () => (await h().sql<{ balance: number }>('select balance from checkout.credit_balances where user_id = $1', [id]))[0]!.balance;
    expect(await balance()).toBe(0);
    await expect(create(member)).rejects.toMatchObject({ kind: 'payment_required', code: 'no_credits' });
    expect(await balance()).toBe(0);
    expect(await h().sql('select id from catalog.songs where user_id = $1', [id])).toHaveLength(1);
  });

  it('refuses lyrics with no words and spends nothing', async () => {
    const me = guest('10.60.0.4');
    await expect(create(me, { lyrics: '   ' })).rejects.toMatchObject({ kind: 'invalid', message: 'Lyrics Required: The lyrics contain no words to sing.' });
    await expect(h().ask(new GetGuestSamplesQuery(me.guestId, me.ip))).resolves.toMatchObject({ used: 0 });
  });

  it('keeps the birthday person and the couple only for a birthday or wedding song, trimmed to 40 characters', async () => {
    const me = guest('10.60.0.5');
    const party = await create(me, { isBirthday: true, birthdayPerson: `  ${'B'.repeat(50)} `, bride: 'Ignored' });
    const [row] = await h().sql<{ birthday_person: string; bride: string | null }>('select birthday_person, bride from catalog.songs where id = $1', [party.id]);
    expect(row).toEqual({ birthday_person: 'B'.repeat(40), bride: null });
  });
});
