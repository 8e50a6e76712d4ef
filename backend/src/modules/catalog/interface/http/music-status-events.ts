import type { Request, Response } from 'express';
import type { Schema } from '@boogy/contracts';
import type { SongChanges } from '../../application/ports/song-changes.port';
import { RECONNECT_LINES, trackOpenStream } from '../../../../shared/http/open-streams';

type MusicStatus = Schema<'MusicStatus'>;

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** A re-read now and then, in case a change notice was missed (the feed's connection was down). */
const RECHECK_MS = 5_000;

const isFinal = (status: MusicStatus) => status.status === 'completed' || status.status === 'failed';

/**
 * Render status as Server-Sent Events: one `data:` event with the MusicStatus now, another each time
 * it changes (a preview stored, completed, failed), then the stream ends: at an outcome, or
 * after `lifetimeMs` (the browser then reconnects and goes on following). `first` is read before
 * any byte is sent, so a missing or foreign task is still an ordinary 404.
 */
export function streamMusicStatus(req: Request, res: Response, first: MusicStatus, read: () => Promise<MusicStatus>, changes: SongChanges, lifetimeMs: number): void {
  streamSongEvents(req, res, first, read, changes, lifetimeMs, isFinal);
}

/**
 * A song's state as Server-Sent Events (render status, video status): `first` now, then each
 * change, until `isOver` says the outcome is there or `lifetimeMs` passed.
 */
export function streamSongEvents<T extends { songId: string }>(req: Request, res: Response, first: T, read: () => Promise<T>, changes: SongChanges, lifetimeMs: number, isOver: (state: T) => boolean): void {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Connection', 'keep-alive');
  res.setHeader('X-Accel-Buffering', 'no'); // nginx: pass events through unbuffered
  res.flushHeaders();

  let last = '';
  let closed = false;
  const send = (status: T) => {
    const data = JSON.stringify(status);
    if (data === last || closed) return;
    last = data;
    res.write(`data: ${data}\n\n`);
    if (isOver(status)) close();
  };

  let reading = Promise.resolve();
  const refresh = () => {
    // One read at a time, in order: events never go back to an older state.
    reading = reading.then(() => (closed ? undefined : read().then(send, close)));
  };

  const unsubscribe = changes.subscribe(first.songId, refresh);
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const recheck = setInterval(refresh, RECHECK_MS);
  const limit = setTimeout(() => close(), lifetimeMs);
  const untrack = trackOpenStream(() => {
    if (closed) return;
    res.write(RECONNECT_LINES(1000));
    close();
  });
  function close() {
    if (closed) return;
    closed = true;
    untrack();
    unsubscribe();
    clearInterval(heartbeat);
    clearInterval(recheck);
    clearTimeout(limit);
    res.end();
  }
  req.on('close', close);
  send(first);
  // A change may have landed between the first read and the subscription.
  if (!closed) refresh();
}
