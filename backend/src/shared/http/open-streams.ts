/**
 * Responses that stay open until the client goes (server-sent events). A shutdown cannot wait for
 * them: each is told to reconnect (`retry:`, which a load balancer sends to a process still up;
 * the app's own page falls back to polling) and ended, so the process exits without spending its
 * whole grace period on a stream nobody will finish.
 */
const open = new Set<() => void>();

/** Registers an open stream's close; returns its unregister (call it when the stream ends by itself). */
export function trackOpenStream(endForShutdown: () => void): () => void {
  open.add(endForShutdown);
  return () => open.delete(endForShutdown);
}

/** Ends every open stream of this process; returns how many there were. */
export function endOpenStreams(): number {
  const ending = [...open];
  open.clear();
  for (const end of ending) end();
  return ending.length;
}

/** The SSE lines that ask a client to reconnect after `ms`. */
export const RECONNECT_LINES = (ms: number) => `retry: ${ms}\n\n`;
