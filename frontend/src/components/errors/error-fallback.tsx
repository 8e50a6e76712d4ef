import { Button } from '@/components/ui/button';
import { MusicIcon } from '@/components/ui/icons';

interface ErrorFallbackProps {
  /** Technical detail, shown small so a support message can quote it. */
  detail?: string;
  /** Full-screen on the root (nothing else rendered), inline inside a page otherwise. */
  fullScreen?: boolean;
}

/** The friendly "something broke" panel with a reload button. */
export function ErrorFallback({ detail, fullScreen = false }: ErrorFallbackProps) {
  return (
    <div
      role="alert"
      className={
        fullScreen
          ? 'flex min-h-dvh items-center justify-center bg-night p-6 text-ink'
          : 'flex justify-center px-4 py-16'
      }
    >
      <div className="max-w-md rounded-3xl border border-line bg-surface p-8 text-center shadow-xl shadow-black/30">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-party-violet-deep text-party-gold">
          <MusicIcon className="h-7 w-7" />
        </span>
        <h1 className="mt-4 font-display text-2xl font-bold">Oops, the music skipped a beat</h1>
        <p className="mt-3 text-ink-muted">
          Something went wrong while showing this page. Reloading usually gets the party going again.
        </p>
        {detail && <p className="mt-3 text-xs break-words text-ink-muted">{detail}</p>}
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </div>
    </div>
  );
}

export function describeError(error: unknown): string | undefined {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return undefined;
}
