import { useCallback, useEffect, useRef, useState } from 'react';
import type { Schema } from '@boogy/contracts';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { DownloadIcon, ShareIcon, VideoIcon } from '@/components/ui/icons';
import { api, dataOf } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

type SongVideo = Schema<'SongVideo'>;

export interface ShareVideoButtonProps {
  songId: string;
  /** The song's shown title: the video file is named after it. */
  title: string;
  /** The song's version (track) to film, the one the listener is on: each version has its own video. */
  track?: number;
  /** A public full share link's id: lets its holder make and get the full video without an account. */
  shareId?: string;
  /** An icon-sized control (the jukebox's tiles). */
  compact?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** "Share as video": a dialog that makes the song's karaoke video, plays it, and shares or downloads it. */
export function ShareVideoButton({ songId, title, track = 1, shareId, compact = false, variant = 'secondary', size = 'lg', className }: ShareVideoButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} size={size} className={className} aria-label={compact ? `Share ${title} as video` : undefined} title={compact ? 'Share as video' : undefined}>
          {compact ? <VideoIcon className="h-4 w-4" /> : 'Share as Video'}
        </Button>
      </DialogTrigger>
      {open && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Share as Video</DialogTitle>
            <DialogDescription>
              A karaoke video of {title}
              {track === 1 ? '' : ` (Song ${track})`}, ready for Stories, TikTok and WhatsApp.
            </DialogDescription>
          </DialogHeader>
          <SongVideoPanel songId={songId} title={title} track={track} shareId={shareId} />
        </DialogContent>
      )}
    </Dialog>
  );
}

type Phase = { kind: 'starting' } | { kind: 'rendering'; progress: number } | { kind: 'ready'; video: SongVideo; url: string } | { kind: 'failed'; message: string };

const withShare = (url: string, shareId: string | undefined, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams(extra);
  if (shareId) params.set('share', shareId);
  return params.size > 0 ? `${url}${url.includes('?') ? '&' : '?'}${params.toString()}` : url;
};

/** A file name made from the song title and version (as the server names its downloads). */
export const videoFileName = (title: string, kind: SongVideo['kind'], track = 1) =>
  `${title.replace(/[^\p{L}\p{N} _.-]/gu, '').trim().slice(0, 100) || 'song'}${track === 1 ? '' : ` (song ${track})`}${kind === 'preview' ? ' (preview)' : ''}.mp4`;

function failureText(error: unknown): string {
  if (isApiError(error, 409)) return 'Your song is still being made: the video can be made once it is finished.';
  if (isApiError(error, 404)) return 'This song is not available for a video.';
  return 'The video could not be made. Please try again.';
}

/** Asks for the video, follows its render (pushed events), then offers it. */
function SongVideoPanel({ songId, title, track, shareId }: { songId: string; title: string; track: number; shareId?: string }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let events: EventSource | null = null;
    let stopped = false;
    const show = (video: SongVideo) => {
      if (stopped) return;
      if (video.status === 'ready' && video.videoUrl) setPhase({ kind: 'ready', video, url: video.videoUrl });
      else if (video.status === 'failed') setPhase({ kind: 'failed', message: 'The video could not be made. Please try again.' });
      else setPhase({ kind: 'rendering', progress: video.progress });
      if (video.status !== 'rendering') events?.close();
    };
    api
      .POST('/api/songs/{id}/generate-video', { params: { path: { id: songId }, query: shareId ? { share: shareId } : {} }, body: { track: track === 2 ? 2 : 1 } })
      .then((result) => {
        const video = dataOf(result);
        show(video);
        if (video.status !== 'rendering' || stopped) return;
        // EventSource reconnects by itself when a stream ends at its lifetime.
        events = new EventSource(withShare(`/api/songs/${encodeURIComponent(songId)}/video/events`, shareId, track === 1 ? {} : { track: String(track) }));
        events.onmessage = (message) => show(JSON.parse(message.data as string) as SongVideo);
      })
      .catch((error: unknown) => !stopped && setPhase({ kind: 'failed', message: failureText(error) }));
    return () => {
      stopped = true;
      events?.close();
    };
  }, [songId, track, shareId, attempt]);

  if (phase.kind === 'ready') return <ReadyVideo video={phase.video} url={phase.url} title={title} shareId={shareId} />;
  if (phase.kind === 'failed') {
    return (
      <div className="grid gap-4">
        <p role="alert" className="text-party-rose">{phase.message}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setPhase({ kind: 'starting' });
            setAttempt((n) => n + 1);
          }}
        >
          Try Again
        </Button>
      </div>
    );
  }
  const progress = phase.kind === 'rendering' ? phase.progress : 0;
  return (
    <div className="grid gap-3" data-testid="video-progress">
      <p className="font-semibold" aria-live="polite">
        Making your video… {progress}%
      </p>
      <div role="progressbar" aria-label="Video progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} className="h-3 overflow-hidden rounded-full bg-white/10">
        <div className="h-full rounded-full bg-party-rose transition-[width] duration-500" style={{ width: `${Math.max(3, progress)}%` }} />
      </div>
      <p className="text-sm text-ink-muted">You can keep this open: the video appears here when it is ready.</p>
    </div>
  );
}

/** The ready video: watch it, then share the file (phones) or download it (elsewhere). */
function ReadyVideo({ video, url, title, shareId }: { video: SongVideo; url: string; title: string; shareId?: string }) {
  const source = withShare(url, shareId);
  const track = video.track ?? 1;
  const name = videoFileName(title, video.kind, track);
  const [file, setFile] = useState<File | null>(null);
  const [shareNote, setShareNote] = useState<string | null>(null);
  const canShareFiles = typeof navigator.share === 'function' && typeof navigator.canShare === 'function';

  // The file is fetched before the tap: the share sheet must open within the tap's user activation.
  const loading = useRef(false);
  useEffect(() => {
    if (!canShareFiles || loading.current) return;
    loading.current = true;
    void fetch(source, { credentials: 'include' })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob) return;
        const candidate = new File([blob], name, { type: 'video/mp4' });
        if (navigator.canShare({ files: [candidate] })) setFile(candidate);
      })
      .catch(() => undefined);
  }, [canShareFiles, source, name]);

  const share = useCallback(async () => {
    if (!file) return;
    try {
      await navigator.share({ files: [file], title });
      setShareNote(null);
    } catch (error) {
      // Closing the share sheet is no failure.
      if ((error as Error).name !== 'AbortError') setShareNote('Sharing did not work here: download the video instead.');
    }
  }, [file, title]);

  return (
    <div className="grid gap-4">
      <video
        src={source}
        controls
        playsInline
        preload="metadata"
        className="mx-auto max-h-[55dvh] w-auto rounded-2xl bg-black"
        aria-label={`Karaoke video of ${title}${track === 1 ? '' : ` (Song ${track})`}${video.kind === 'preview' ? ' (preview)' : ''}`}
        data-testid="song-video"
      />
      {video.kind === 'preview' && <p className="text-center text-sm text-ink-muted">This video is the song's preview. Get the full song for the whole video.</p>}
      <div className="flex flex-wrap justify-center gap-3">
        {file && (
          <Button onClick={() => void share()} data-autofocus>
            <ShareIcon className="h-4 w-4" aria-hidden="true" /> Share Video
          </Button>
        )}
        <Button asChild variant={file ? 'secondary' : 'primary'}>
          <a href={withShare(url, shareId, { download: '1' })} download={name} data-autofocus={file ? undefined : true}>
            <DownloadIcon className="h-4 w-4" aria-hidden="true" /> Download Video
          </a>
        </Button>
      </div>
      {shareNote && <p role="status" className="text-center text-sm text-ink-muted">{shareNote}</p>}
      {video.videoExpiresAt && (
        <p className="text-center text-xs text-ink-muted">Available until {new Date(video.videoExpiresAt).toLocaleString()}, like the song's preview.</p>
      )}
    </div>
  );
}
