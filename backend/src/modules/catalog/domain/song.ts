import { randomUUID } from 'node:crypto';
import { LYRICS_REQUIRED_MESSAGE } from '@boogy/contracts/song-lyrics';
import { DomainError } from '../../../shared/ddd';
import { InvalidSongInputError, SongAlreadyRenderingError } from './catalog.errors';
import { parsePronunciations, type NamePronunciation } from './name-pronunciation';
import { SongPayment } from './song-payment';

/** The render status as stored: written (pending, no task) → queued (pending) → processing → completed | failed. */
export type SongStatus = 'pending' | 'processing' | 'completed' | 'failed';

export interface StoredDanceMove {
  name: string;
  move: string;
  description: string;
  durationSec: number;
}

/** Everything a song holds; the repository maps it to and from its table. */
export interface SongState {
  id: string;
  userId: string | null;
  guestId: string | null;
  title: string;
  names: string[];
  lyrics: string;
  danceMoves: StoredDanceMove[] | null;
  pronunciations: NamePronunciation[] | null;
  style: string;
  vocalGender: string;
  isBirthday: boolean;
  birthdayPerson: string | null;
  isWedding: boolean;
  bride: string | null;
  groom: string | null;
  taskId: string | null;
  status: SongStatus;
  progress: number;
  failureReason: string | null;
  isPaid: boolean;
  paymentId: string | null;
  expiresAt: Date | null;
  isShared: boolean;
  createdAt: Date;
}

/** What happened to a song; the application turns some of these into integration events. */
export type SongEvent =
  | { type: 'render-queued'; songId: string; taskId: string }
  | { type: 'render-started'; songId: string; taskId: string }
  | { type: 'previews-ready'; songId: string; taskId: string; ownerUserId: string | null }
  | { type: 'rendered'; songId: string; taskId: string; ownerUserId: string | null; trackCount: number }
  | { type: 'render-failed'; songId: string; taskId: string; ownerUserId: string | null; reason: string }
  | { type: 'paid'; songId: string; paymentId: string }
  | { type: 'payment-revoked'; songId: string; paymentId: string | null }
  | { type: 'handed-over'; songId: string; fromUserId: string | null; toUserId: string }
  | { type: 'deleted'; songId: string };

export { LYRICS_REQUIRED_MESSAGE };

export class LyricsRequiredError extends InvalidSongInputError {
  constructor() {
    super(LYRICS_REQUIRED_MESSAGE, 'lyrics_required');
  }
}

/** A move the song's life cycle does not allow (a bug or a race the caller must not hide). */
export class IllegalSongTransitionError extends DomainError {
  constructor(move: string, status: SongStatus) {
    super('conflict', 'illegal_song_transition', `A ${status} song cannot ${move}.`);
  }
}

/** The lyrics a song sings: trimmed, and never empty. */
export function songLyrics(raw: string): string {
  const lyrics = raw.trim();
  if (!lyrics) throw new LyricsRequiredError();
  return lyrics;
}

/** What the owner may change before a render: the words, the voice, the style and the names' spellings. */
export interface RenderEdits {
  lyrics?: string;
  style?: string;
  vocalGender?: string;
  /** Replaces the names' "sounds like" spellings (checked against the song's names); empty means none. */
  pronunciations?: readonly NamePronunciation[];
}

export type NewSongFacts = Omit<SongState, 'id' | 'taskId' | 'status' | 'progress' | 'failureReason' | 'isPaid' | 'paymentId' | 'expiresAt' | 'isShared' | 'createdAt'>;

/** Progress shown while a render runs: 10 % when it starts, +35 % per stored preview, never past 90 % before completion. */
const STARTED_PROGRESS = 10;
const PREVIEW_PROGRESS_STEP = 35;
const MAX_PROGRESS_BEFORE_COMPLETE = 90;

/**
 * A personalised song and its life cycle: its lyrics are written (pending, no task), a render is
 * queued (pending, with a task), runs (processing; previews are stored as they come), and ends
 * completed or failed (a failed render may be queued again). Independently, it is paid once (it
 * then never expires), a refund of that payment locks it again, and an unpaid song expires.
 * Every change goes through a method that refuses a move the life cycle does not allow.
 */
export class Song {
  private readonly events: SongEvent[] = [];

  private constructor(
    private readonly state: SongState,
    /** Not stored yet: the repository inserts it. */
    readonly isNew: boolean,
  ) {}

  /** Lyrics written for these names: an unpaid song that expires `expiryHours` from `now` unless paid. */
  static write(facts: NewSongFacts, now: Date, expiryHours: number): Song {
    return new Song(
      {
        ...facts,
        id: randomUUID(),
        lyrics: songLyrics(facts.lyrics),
        pronunciations: facts.pronunciations?.length ? facts.pronunciations : null,
        taskId: null,
        status: 'pending',
        progress: 0,
        failureReason: null,
        isPaid: false,
        paymentId: null,
        expiresAt: new Date(now.getTime() + expiryHours * 3600_000),
        isShared: false,
        createdAt: now,
      },
      true,
    );
  }

  static restore(state: SongState): Song {
    return new Song({ ...state }, false);
  }

  get id(): string { return this.state.id; }
  get userId(): string | null { return this.state.userId; }
  get guestId(): string | null { return this.state.guestId; }
  get title(): string { return this.state.title; }
  get names(): string[] { return this.state.names; }
  get lyrics(): string { return this.state.lyrics; }
  get danceMoves(): StoredDanceMove[] | null { return this.state.danceMoves; }
  get pronunciations(): NamePronunciation[] | null { return this.state.pronunciations; }
  get style(): string { return this.state.style; }
  get vocalGender(): string { return this.state.vocalGender; }
  get isBirthday(): boolean { return this.state.isBirthday; }
  get birthdayPerson(): string | null { return this.state.birthdayPerson; }
  get isWedding(): boolean { return this.state.isWedding; }
  get bride(): string | null { return this.state.bride; }
  get groom(): string | null { return this.state.groom; }
  get taskId(): string | null { return this.state.taskId; }
  get status(): SongStatus { return this.state.status; }
  get progress(): number { return this.state.progress; }
  get failureReason(): string | null { return this.state.failureReason; }
  get isPaid(): boolean { return this.state.isPaid; }
  get paymentId(): string | null { return this.state.paymentId; }
  get expiresAt(): Date | null { return this.state.expiresAt; }
  get isShared(): boolean { return this.state.isShared; }
  get createdAt(): Date { return this.state.createdAt; }

  /** A copy of everything the song holds, for its repository. */
  toState(): SongState {
    return { ...this.state };
  }

  /** The events raised since the last call, oldest first. */
  pullEvents(): SongEvent[] {
    return this.events.splice(0, this.events.length);
  }

  /**
   * The task whose job decides whether a render is under way: set while a render is queued but has
   * not started. The caller asks its queue whether that job still lives (see `queueRender`).
   */
  get queuedTaskId(): string | null {
    return this.state.status === 'pending' ? this.state.taskId : null;
  }

  /**
   * Queues a render under `taskId`, with the owner's last edits. A song renders once: refused while
   * one runs or once it completed. A song queued under a task whose job is gone (`queuedJobAlive`
   * false) or whose render failed may be queued again.
   */
  queueRender(taskId: string, edits: RenderEdits, queuedJobAlive: boolean): void {
    const { status } = this.state;
    if (status === 'processing' || status === 'completed' || (this.queuedTaskId !== null && queuedJobAlive)) throw new SongAlreadyRenderingError();
    if (edits.lyrics !== undefined) this.state.lyrics = songLyrics(edits.lyrics);
    if (edits.vocalGender) this.state.vocalGender = edits.vocalGender;
    if (edits.style) this.state.style = edits.style;
    if (edits.pronunciations !== undefined) {
      const pronunciations = parsePronunciations(edits.pronunciations, this.state.names);
      this.state.pronunciations = pronunciations.length > 0 ? pronunciations : null;
    }
    Object.assign(this.state, { taskId, status: 'pending', progress: 0, failureReason: null });
    this.events.push({ type: 'render-queued', songId: this.id, taskId });
  }

  /** Whether `taskId` is the render this song waits for (queued or running, not finished). */
  awaitsRender(taskId: string): boolean {
    return this.state.taskId === taskId && (this.state.status === 'pending' || this.state.status === 'processing');
  }

  /** The render of `taskId` starts (again, on a retry). Refused for any other task or a finished render. */
  startRender(taskId: string): void {
    if (!this.awaitsRender(taskId)) throw new IllegalSongTransitionError('start this render', this.state.status);
    Object.assign(this.state, { status: 'processing', progress: STARTED_PROGRESS });
    this.events.push({ type: 'render-started', songId: this.id, taskId });
  }

  /** A preview was stored: the progress moves on. After completion it changes nothing; before the render started it is refused. */
  storePreview(): void {
    const { status, progress } = this.state;
    if (status === 'completed') return;
    if (status !== 'processing') throw new IllegalSongTransitionError('store a preview', status);
    this.state.progress = Math.max(progress, Math.min(MAX_PROGRESS_BEFORE_COMPLETE, progress + PREVIEW_PROGRESS_STEP));
  }

  /** Both previews of `taskId` are stored: announced only while that task is the song's (a retried task may say it twice). */
  announcePreviews(taskId: string): boolean {
    if (this.state.taskId !== taskId) return false;
    this.events.push({ type: 'previews-ready', songId: this.id, taskId, ownerUserId: this.userId });
    return true;
  }

  /**
   * The render of `taskId` completed with `trackCount` tracks. False, changing nothing, when it
   * completed already (two attempts of one task both ran to the end: it completes once).
   */
  complete(taskId: string, trackCount: number): boolean {
    if (this.state.status === 'completed' && this.state.taskId === taskId) return false;
    if (this.state.status !== 'processing' || this.state.taskId !== taskId) throw new IllegalSongTransitionError('complete this render', this.state.status);
    Object.assign(this.state, { status: 'completed', progress: 100, failureReason: null });
    // A render in one piece (no previews stage) announces its previews here; after a previews stage this repeats that fact for the same task.
    this.events.push({ type: 'previews-ready', songId: this.id, taskId, ownerUserId: this.userId });
    this.events.push({ type: 'rendered', songId: this.id, taskId, ownerUserId: this.userId, trackCount });
    return true;
  }

  /** The render of `taskId` failed for good. False, changing nothing, when the song no longer waits for that task. */
  fail(taskId: string, reason: string): boolean {
    if (!this.awaitsRender(taskId)) return false;
    Object.assign(this.state, { status: 'failed', failureReason: reason });
    this.events.push({ type: 'render-failed', songId: this.id, taskId, ownerUserId: this.userId, reason });
    return true;
  }

  /** The owner's new title: spaces collapsed, never empty. */
  rename(raw: string): void {
    const title = raw.trim().replace(/\s+/g, ' ');
    if (!title) throw new InvalidSongInputError('Title is required', 'title_required');
    this.state.title = title;
  }

  /**
   * Paid by `paymentId`: unlocked, and it never expires. False for a repeat by the same payment;
   * SongPaidTwiceError for another payment.
   */
  pay(paymentId: string): boolean {
    const { payment, changed } = SongPayment.restore(this.state).pay(paymentId);
    if (!changed) return false;
    Object.assign(this.state, { isPaid: payment.isPaid, paymentId: payment.paymentId, expiresAt: null });
    this.events.push({ type: 'paid', songId: this.id, paymentId });
    return true;
  }

  /**
   * A refund locks the song again; it then expires `expiryHours` from `now` like any unpaid song.
   * With `paymentId`, only when that payment unlocked it (refunding a duplicate leaves it paid).
   */
  revokePayment(paymentId: string | undefined, now: Date, expiryHours: number): boolean {
    if (paymentId !== undefined && !SongPayment.restore(this.state).isRevokedBy(paymentId)) return false;
    Object.assign(this.state, { isPaid: false, paymentId: null, expiresAt: new Date(now.getTime() + expiryHours * 3600_000) });
    this.events.push({ type: 'payment-revoked', songId: this.id, paymentId: paymentId ?? null });
    return true;
  }

  /** An unpaid song whose 24 h passed is removed (a paid one never expires). */
  isDueToExpire(now: Date): boolean {
    return !this.state.isPaid && this.state.expiresAt !== null && this.state.expiresAt.getTime() <= now.getTime();
  }

  /**
   * The owner deletes the song. Whoever paid for it keeps it: when `payerUserId` (the account of the
   * payment that unlocked it) is someone else, the song becomes theirs instead of going ('handed-over').
   */
  delete(payerUserId: string | null): 'deleted' | 'handed-over' {
    if (this.state.isPaid && payerUserId && payerUserId !== this.state.userId) {
      this.events.push({ type: 'handed-over', songId: this.id, fromUserId: this.state.userId, toUserId: payerUserId });
      Object.assign(this.state, { userId: payerUserId, guestId: null });
      return 'handed-over';
    }
    this.events.push({ type: 'deleted', songId: this.id });
    return 'deleted';
  }
}
