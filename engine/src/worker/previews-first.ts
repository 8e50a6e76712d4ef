/**
 * Previews before full tracks, inside the render threads: eight songs started together must each
 * get both previews within seconds on two cores. Whole-song renders run niced,
 * but a niced thread still takes a few per cent of the cores, and its garbage collection runs on
 * V8's shared helper threads at full priority. So a whole-song render also pauses, at its next
 * small step, while any preview is waiting or rendering, and goes on when the preview threads are
 * idle. One shared Int32 says whether previews are busy: the preview pool writes it (main thread),
 * whole-song workers read it (a second Int32 counts the renders paused now).
 *
 * A render pauses for at most PAUSE_BUDGET_MS in all: under an endless stream of previews it then
 * falls back to niceness alone, so it still finishes well inside its time limit.
 */
const PAUSE_BUDGET_MS = 60_000;
/** Longest single wait before the flag is read again (a missed wake-up costs at most this). */
const WAIT_SLICE_MS = 500;

export type PreviewsBusyFlag = Int32Array;
const BUSY = 0;
const PAUSED = 1;

/** The flag shared by the preview pool and the whole-song workers ([0] 0 idle / 1 busy, [1] renders paused). */
export function createPreviewsBusyFlag(): PreviewsBusyFlag {
  return new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
}

/** Whether previews are waiting or rendering right now. */
export function previewsBusyNow(flag: PreviewsBusyFlag): boolean {
  return Atomics.load(flag, BUSY) === 1;
}

/** How many renders are paused for previews right now. */
export function pausedRenders(flag: PreviewsBusyFlag): number {
  return Atomics.load(flag, PAUSED);
}

/** Preview pool: records whether previews are waiting or rendering; idle wakes paused renders. */
export function setPreviewsBusy(flag: PreviewsBusyFlag, busy: boolean): void {
  if (Atomics.exchange(flag, BUSY, busy ? 1 : 0) === 1 && !busy) Atomics.notify(flag, BUSY);
}

let yieldTo: PreviewsBusyFlag | undefined;
let pausedMs = 0;

/** Whole-song worker thread: from now on its renders give way to this flag's previews. */
export function giveWayToPreviews(flag: PreviewsBusyFlag | undefined): void {
  yieldTo = flag;
}

/** At the start of each render: its pause budget is whole again. */
export function resetPauseBudget(): void {
  pausedMs = 0;
}

/**
 * Called between small steps of a render (a piece of samples, a spoken line, an MP3 chunk):
 * blocks this thread while previews are busy. Free when the thread gives way to nothing.
 */
export function letPreviewsGoFirst(): void {
  if (!yieldTo || pausedMs >= PAUSE_BUDGET_MS || Atomics.load(yieldTo, BUSY) === 0) return;
  const started = performance.now();
  Atomics.add(yieldTo, PAUSED, 1);
  while (Atomics.load(yieldTo, BUSY) === 1 && pausedMs + (performance.now() - started) < PAUSE_BUDGET_MS) {
    Atomics.wait(yieldTo, BUSY, 1, WAIT_SLICE_MS);
  }
  Atomics.sub(yieldTo, PAUSED, 1);
  pausedMs += performance.now() - started;
}
