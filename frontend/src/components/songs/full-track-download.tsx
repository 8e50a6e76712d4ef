import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useFullTrack } from '@/lib/full-track';
import type { SongView } from '@/lib/song-query';

export const FINISHING_FULL_TRACK = 'Finishing your full track…';
export const FULL_TRACK_FAILED = 'Full track unavailable';

export interface FullTrackDownloadProps {
  songId: string;
  /** Which track (1 or 2); the server's default (the first) when absent. */
  version?: number;
  /** The song view the screen already holds: no request when it says the full track is there. */
  song?: Pick<SongView, 'status'>;
  /** The link's text once the full track is there, e.g. "Download MP3". */
  label: ReactNode;
  /** The link's accessible name when the label is an icon. */
  ariaLabel?: string;
  /** Icon-sized controls show a spinner (with the same accessible name) instead of the text. */
  compact?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Polling saw the full track arrive. */
  onReady?: () => void;
  /** The dialog's primary action: focused when the dialog opens (see DialogContent). */
  primary?: boolean;
  /** A public full share link's id: lets its holder download without an account. */
  shareId?: string;
}

/**
 * A paid song's download: a link once the full-length track exists, before that a disabled
 * "Finishing your full track…" button that polls the song (a download then would answer 409).
 */
export function FullTrackDownload({ songId, version, song, label, ariaLabel, compact = false, variant, size, className, onReady, primary, shareId }: FullTrackDownloadProps) {
  const state = useFullTrack(songId, song, onReady);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const wasPending = useRef(false);
  // The busy control is replaced by the link: a primary action keeps the focus it had (the browser
  // drops it to the body, or the dialog's focus trap to the dialog itself), never steals it elsewhere.
  useLayoutEffect(() => {
    if (state !== 'ready') {
      wasPending.current = true;
      return;
    }
    const link = linkRef.current;
    const active = document.activeElement;
    if (primary && wasPending.current && link && (active === document.body || (active instanceof HTMLElement && active.contains(link)))) link.focus();
    wasPending.current = false;
  }, [state, primary]);
  if (state === 'ready') {
    const params = new URLSearchParams();
    if (version !== undefined) params.set('version', String(version));
    if (shareId) params.set('share', shareId);
    const query = params.size > 0 ? `?${params.toString()}` : '';
    return (
      <Button asChild variant={variant} size={size} className={className}>
        <a ref={linkRef} href={`/api/songs/${encodeURIComponent(songId)}/download${query}`} target="_blank" rel="noopener noreferrer" aria-label={ariaLabel} data-autofocus={primary || undefined}>
          {label}
        </a>
      </Button>
    );
  }
  const text = state === 'failed' ? FULL_TRACK_FAILED : state === 'finishing' ? FINISHING_FULL_TRACK : null;
  // aria-disabled rather than disabled: the control stays focusable (a dialog's primary action is
  // focused on open) and turns into the link in place when the track arrives.
  return (
    <Button
      variant={variant}
      size={size}
      className={cn(className, 'cursor-not-allowed opacity-80')}
      aria-disabled
      data-autofocus={primary || undefined}
      aria-busy={state !== 'failed'}
      aria-label={compact ? (text ?? ariaLabel) : undefined}
      title={text ?? undefined}
      data-testid="full-track-download-pending"
    >
      {state !== 'failed' && <span aria-hidden="true" className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-current/30 border-t-current" />}
      {!compact && (text ?? label)}
    </Button>
  );
}
