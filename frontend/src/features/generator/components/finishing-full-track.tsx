/**
 * The previews play while the full-length tracks (and their word timings) still render, which may
 * take minutes when other songs are queued: say so, with the server's progress, instead of silence.
 */
export function FinishingFullTrack({ progress }: { progress: number }) {
  return (
    <div className="rounded-2xl border border-line bg-surface-raised p-4" role="status" data-testid="finishing-full-track">
      <p className="text-sm font-semibold">
        Finishing your full track… <span data-testid="full-track-progress">{progress}%</span>
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-line" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-label="Full track progress">
        <div className="h-full rounded-full bg-linear-to-r from-party-pink to-party-violet transition-all duration-700" style={{ width: `${progress}%` }} />
      </div>
      <p className="mt-1 text-xs text-ink-muted">Your previews are ready to play now; the full-length songs and their karaoke timings follow.</p>
    </div>
  );
}
