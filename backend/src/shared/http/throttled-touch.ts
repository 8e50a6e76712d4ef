import type { Store } from 'express-session';

/** Sessions whose last touch we remember; past this the oldest are forgotten (they just touch again). */
const MAX_REMEMBERED = 50_000;

/**
 * A rolling session's expiry is pushed back on every request (`store.touch` = one UPDATE per
 * signed-in request). Thirty days of expiry do not need minute precision: touch each session at
 * most once per `intervalMs` in this process. Saves (a changed session) always go through.
 */
export function throttleTouch<S extends Store>(store: S, intervalMs = 60_000, now: () => number = Date.now): S {
  const touch = store.touch?.bind(store);
  if (!touch) return store;
  const lastTouch = new Map<string, number>();
  store.touch = (sid, session, callback) => {
    const at = now();
    const last = lastTouch.get(sid);
    if (last !== undefined && at - last < intervalMs) {
      callback?.();
      return;
    }
    if (lastTouch.size >= MAX_REMEMBERED) lastTouch.delete(lastTouch.keys().next().value!);
    lastTouch.delete(sid); // re-inserted last: the map stays in touch order
    lastTouch.set(sid, at);
    // connect-pg-simple passes its error (if any) to the callback, which the typings omit.
    const done = callback as ((error?: unknown) => void) | undefined;
    (touch as (sid: string, session: unknown, cb: (error?: unknown) => void) => void)(sid, session, (error?: unknown) => {
      if (error) lastTouch.delete(sid);
      done?.(error);
    });
  };
  const destroy = store.destroy.bind(store);
  store.destroy = (sid, callback) => {
    lastTouch.delete(sid);
    destroy(sid, callback);
  };
  return store;
}
