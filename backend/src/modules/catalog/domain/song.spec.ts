import { SongAlreadyRenderingError } from './catalog.errors';
import { IllegalSongTransitionError, LyricsRequiredError, Song, songLyrics, type NewSongFacts, type SongState } from './song';
import { SongPaidTwiceError } from './song-payment';

const NOW = new Date('2026-11-26T12:00:00Z');
const HOUR = 3600_000;

const facts: NewSongFacts = {
  userId: 'u-1',
  guestId: null,
  title: 'Boogy1_Ana',
  names: ['Ana'],
  lyrics: '  [Verse]\nAna dances  ',
  danceMoves: null,
  pronunciations: null,
  style: 'hip-hop',
  vocalGender: 'male',
  isBirthday: false,
  birthdayPerson: null,
  isWedding: false,
  bride: null,
  groom: null,
};

const written = () => Song.write(facts, NOW, 24);
const restored = (changes: Partial<SongState>) => Song.restore({ ...written().toState(), ...changes });
const queued = (taskId = 't-1') => restored({ taskId, status: 'pending' });
const rendering = (taskId = 't-1') => restored({ taskId, status: 'processing', progress: 10 });
const completed = (taskId = 't-1') => restored({ taskId, status: 'completed', progress: 100 });
const failed = (taskId = 't-1') => restored({ taskId, status: 'failed', failureReason: 'Failed to generate music' });
const eventTypes = (song: Song) => song.pullEvents().map((e) => e.type);

describe('Song', () => {
  describe('writing the lyrics', () => {
    it('is a new, unpaid song with trimmed lyrics, no render yet, expiring after the given hours', () => {
      const song = written();
      expect(song.isNew).toBe(true);
      expect(song.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(song.lyrics).toBe('[Verse]\nAna dances');
      expect(song).toMatchObject({ status: 'pending', taskId: null, progress: 0, isPaid: false, paymentId: null, isShared: false });
      expect(song.expiresAt).toEqual(new Date(NOW.getTime() + 24 * HOUR));
      expect(Song.restore(song.toState()).isNew).toBe(false);
    });

    it('refuses lyrics without words (one message, one code)', () => {
      expect(() => Song.write({ ...facts, lyrics: ' \n ' }, NOW, 24)).toThrow(LyricsRequiredError);
      expect(() => songLyrics('')).toThrow(expect.objectContaining({ kind: 'invalid', code: 'lyrics_required', message: 'Lyrics Required: The lyrics contain no words to sing.' }));
    });
  });

  describe('queueing a render', () => {
    it('queues a written song with the owner\'s edits and raises render-queued', () => {
      const song = written();
      song.queueRender('t-1', { lyrics: ' new words ', style: 'k-pop', vocalGender: 'female', pronunciations: [{ name: 'ana', soundsLike: 'Ahna' }] }, false);
      expect(song).toMatchObject({ status: 'pending', taskId: 't-1', progress: 0, lyrics: 'new words', style: 'k-pop', vocalGender: 'female' });
      expect(song.pronunciations).toEqual([{ name: 'Ana', soundsLike: 'Ahna' }]);
      expect(song.queuedTaskId).toBe('t-1');
      expect(eventTypes(song)).toEqual(['render-queued']);
    });

    it('queues a failed render again, clearing the failure', () => {
      const song = failed('t-1');
      song.queueRender('t-2', {}, false);
      expect(song).toMatchObject({ status: 'pending', taskId: 't-2', failureReason: null, progress: 0 });
    });

    it('queues again a song left queued under a job that is gone', () => {
      const song = queued('t-1');
      song.queueRender('t-2', {}, false);
      expect(song.taskId).toBe('t-2');
    });

    it.each([
      ['queued with its job alive', () => queued(), true],
      ['rendering', () => rendering(), false],
      ['completed', () => completed(), false],
    ])('refuses a song %s (it renders once) and changes nothing', (_label, make, alive) => {
      const song = make();
      const before = song.toState();
      expect(() => song.queueRender('t-9', { lyrics: 'other' }, alive)).toThrow(SongAlreadyRenderingError);
      expect(song.toState()).toEqual(before);
      expect(song.pullEvents()).toEqual([]);
    });

    it('refuses empty edited lyrics and a spelling for a name the song does not have', () => {
      expect(() => written().queueRender('t-1', { lyrics: '   ' }, false)).toThrow(LyricsRequiredError);
      expect(() => written().queueRender('t-1', { pronunciations: [{ name: 'Bob', soundsLike: 'Bobby' }] }, false)).toThrow(expect.objectContaining({ code: 'invalid_pronunciation' }));
    });

    it('drops the spellings when the edit clears them', () => {
      const song = restored({ pronunciations: [{ name: 'Ana', soundsLike: 'Ahna' }] });
      song.queueRender('t-1', { pronunciations: [] }, false);
      expect(song.pronunciations).toBeNull();
    });
  });

  describe('rendering', () => {
    it('starts the queued task (and again on a retry) at 10 %', () => {
      const song = queued('t-1');
      song.startRender('t-1');
      expect(song).toMatchObject({ status: 'processing', progress: 10 });
      song.storePreview();
      song.startRender('t-1');
      expect(song.progress).toBe(10);
      expect(eventTypes(song)).toEqual(['render-started', 'render-started']);
    });

    it.each([
      ['another task', () => queued('t-2')],
      ['a written song', () => written()],
      ['a completed song', () => completed('t-1')],
      ['a failed song', () => failed('t-1')],
    ])('refuses to start the render of %s', (_label, make) => {
      expect(() => make().startRender('t-1')).toThrow(IllegalSongTransitionError);
    });

    it('moves the progress on per stored preview, never past 90 % before completion', () => {
      const song = rendering();
      song.storePreview();
      expect(song.progress).toBe(45);
      song.storePreview();
      expect(song.progress).toBe(80);
      song.storePreview();
      expect(song.progress).toBe(90);
    });

    it('ignores a preview stored after completion and refuses one before the render started', () => {
      const done = completed();
      done.storePreview();
      expect(done.progress).toBe(100);
      expect(() => queued().storePreview()).toThrow(IllegalSongTransitionError);
      expect(() => failed().storePreview()).toThrow(IllegalSongTransitionError);
    });

    it('announces previews for its own task only', () => {
      const song = rendering('t-1');
      expect(song.announcePreviews('t-0')).toBe(false);
      expect(song.pullEvents()).toEqual([]);
      expect(song.announcePreviews('t-1')).toBe(true);
      expect(song.pullEvents()).toEqual([{ type: 'previews-ready', songId: song.id, taskId: 't-1', ownerUserId: 'u-1' }]);
    });

    it('completes once, at 100 %, announcing previews and the rendered tracks', () => {
      const song = restored({ taskId: 't-1', status: 'processing', progress: 80, failureReason: 'old' });
      expect(song.complete('t-1', 2)).toBe(true);
      expect(song).toMatchObject({ status: 'completed', progress: 100, failureReason: null });
      expect(song.pullEvents()).toEqual([
        { type: 'previews-ready', songId: song.id, taskId: 't-1', ownerUserId: 'u-1' },
        { type: 'rendered', songId: song.id, taskId: 't-1', ownerUserId: 'u-1', trackCount: 2 },
      ]);
      expect(song.complete('t-1', 2)).toBe(false);
      expect(song.pullEvents()).toEqual([]);
    });

    it.each([
      ['queued but not started', () => queued('t-1')],
      ['failed', () => failed('t-1')],
      ['rendering another task', () => rendering('t-2')],
    ])('refuses to complete a song %s', (_label, make) => {
      expect(() => make().complete('t-1', 2)).toThrow(IllegalSongTransitionError);
    });

    it('fails the render it waits for, with the reason, raising render-failed', () => {
      for (const song of [queued('t-1'), rendering('t-1')]) {
        expect(song.fail('t-1', 'No words')).toBe(true);
        expect(song).toMatchObject({ status: 'failed', failureReason: 'No words' });
        expect(song.pullEvents()).toEqual([{ type: 'render-failed', songId: song.id, taskId: 't-1', ownerUserId: 'u-1', reason: 'No words' }]);
      }
    });

    it.each([
      ['a newer task', () => rendering('t-2')],
      ['a completed render', () => completed('t-1')],
      ['a render that failed already', () => failed('t-1')],
    ])('leaves %s alone when an old task fails', (_label, make) => {
      const song = make();
      const before = song.toState();
      expect(song.fail('t-1', 'late')).toBe(false);
      expect(song.toState()).toEqual(before);
      expect(song.pullEvents()).toEqual([]);
    });
  });

  describe('renaming', () => {
    it('collapses spaces and refuses an empty title', () => {
      const song = written();
      song.rename('  Party   time ');
      expect(song.title).toBe('Party time');
      expect(() => song.rename('   ')).toThrow(expect.objectContaining({ kind: 'invalid', code: 'title_required' }));
      expect(song.title).toBe('Party time');
    });
  });

  describe('payment', () => {
    it('is paid once: it never expires, a repeat by the same payment changes nothing, another payment is refused', () => {
      const song = completed();
      expect(song.pay('p-1')).toBe(true);
      expect(song).toMatchObject({ isPaid: true, paymentId: 'p-1', expiresAt: null });
      expect(eventTypes(song)).toEqual(['paid']);
      expect(song.pay('p-1')).toBe(false);
      expect(() => song.pay('p-2')).toThrow(SongPaidTwiceError);
      expect(song.paymentId).toBe('p-1');
    });

    it('is locked again only by a refund of the payment that unlocked it, and expires like any unpaid song', () => {
      const song = restored({ isPaid: true, paymentId: 'p-1', expiresAt: null });
      expect(song.revokePayment('p-2', NOW, 24)).toBe(false);
      expect(song.isPaid).toBe(true);
      expect(song.revokePayment('p-1', NOW, 24)).toBe(true);
      expect(song).toMatchObject({ isPaid: false, paymentId: null, expiresAt: new Date(NOW.getTime() + 24 * HOUR) });
      expect(eventTypes(song)).toEqual(['payment-revoked']);
    });
  });

  describe('expiry', () => {
    it('is due once an unpaid song passes its expiry; a paid song never is', () => {
      const song = written();
      expect(song.isDueToExpire(new Date(NOW.getTime() + 23 * HOUR))).toBe(false);
      expect(song.isDueToExpire(new Date(NOW.getTime() + 24 * HOUR))).toBe(true);
      song.pay('p-1');
      expect(song.isDueToExpire(new Date(NOW.getTime() + 48 * HOUR))).toBe(false);
    });
  });

  describe('deletion', () => {
    it('is deleted when unpaid, or paid by its owner', () => {
      expect(written().delete(null)).toBe('deleted');
      const own = restored({ isPaid: true, paymentId: 'p-1' });
      expect(own.delete('u-1')).toBe('deleted');
      expect(eventTypes(own)).toEqual(['deleted']);
    });

    it('goes to whoever paid for it instead of being deleted', () => {
      const song = restored({ isPaid: true, paymentId: 'p-1', guestId: 'g-1' });
      expect(song.delete('u-2')).toBe('handed-over');
      expect(song).toMatchObject({ userId: 'u-2', guestId: null });
      expect(song.pullEvents()).toEqual([{ type: 'handed-over', songId: song.id, fromUserId: 'u-1', toUserId: 'u-2' }]);
    });
  });
});
