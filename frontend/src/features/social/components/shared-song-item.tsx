import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { MusicIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/use-toast';
import { useMarkSharedSongRead, type SharedSong } from '../api/shared-songs';
import { relativeTime } from '../lib/relative-time';
import { serverMessage } from '@/lib/api-error';
import { songTitle } from '@/lib/song-title';
import { proxiedAudioUrl } from '@/lib/audio-proxy';
import { Badge } from './badge';

const PREVIEW_SECONDS = 40;

interface SharedSongItemProps {
  share: SharedSong;
  playing: boolean;
  onPlayingChange: (playing: boolean) => void;
  /** Where the item shows: the spec words a failed mark-read differently on the jukebox card and on the page. */
  place: 'card' | 'page';
}

/** One shared song: badges, who and when, the message, mark read, and an inline player (play marks it read). */
export function SharedSongItem({ share, playing, onPlayingChange, place }: SharedSongItemProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const markRead = useMarkSharedSongRead();
  const [time, setTime] = useState(0);
  // Playback order (spec): the song's own URL, the same through the audio proxy, then its preview;
  // none playing means it is still being made.
  const [src, setSrc] = useState(share.songAudioUrl ?? share.songPreviewUrl);
  const full = share.shareType === 'full';
  const title = songTitle({ title: share.songTitle, names: share.songNames, style: share.songStyle, isBirthday: share.songIsBirthday, isWedding: share.songIsWedding });

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    // A source that cannot play rejects with NotSupportedError: the element's error handler then tries the next one.
    if (!playing) {
      element.pause();
      return;
    }
    element.play().catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'NotSupportedError')) onPlayingChange(false);
    });
  }, [playing, src, onPlayingChange]);

  const read = () =>
    markRead.mutate(share.id, {
      onError: (error) =>
        toast(
          place === 'card'
            ? { variant: 'destructive', title: 'Error', description: 'Failed to mark as read.' }
            : { variant: 'destructive', title: 'Failed to mark as read', description: serverMessage(error, 'Please try again.') },
        ),
    });

  const play = () => {
    if (!src) {
      toast({ variant: 'destructive', title: 'No Audio Available', description: "This song doesn't have audio available." });
      return;
    }
    if (!playing && !share.isRead) read();
    onPlayingChange(!playing);
  };

  return (
    <article className="flex flex-wrap items-start gap-4 rounded-2xl border border-line bg-night/40 p-4" aria-label={`Shared song ${title}`} data-testid="shared-song">
      <div className="h-16 w-16 shrink-0 overflow-hidden rounded-xl bg-linear-to-br from-party-pink to-party-violet">
        {share.songImageUrl ? <img src={share.songImageUrl} alt="" className="h-full w-full object-cover" /> : <MusicIcon className="m-auto h-full w-8 text-white/80" />}
      </div>
      <div className="grid min-w-48 flex-1 basis-48 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold">{title}</p>
          {!share.isRead && <Badge tone="pink">New</Badge>}
          <Badge tone={full ? 'gold' : 'muted'}>{full ? 'Full Song' : 'Preview'}</Badge>
        </div>
        <p className="text-sm text-ink-muted">
          Shared by {share.sharedBy.name} · <time dateTime={share.createdAt}>{relativeTime(share.createdAt)}</time>
        </p>
        {share.message && <p className="rounded-xl bg-white/5 px-3 py-2 text-sm italic">“{share.message}”</p>}
        <audio
          ref={audio}
          src={src ?? undefined}
          onError={() => {
            if (share.songAudioUrl && src === share.songAudioUrl) {
              setSrc(proxiedAudioUrl(share.songAudioUrl));
              return;
            }
            if (share.songPreviewUrl && src !== share.songPreviewUrl) {
              setSrc(share.songPreviewUrl);
              return;
            }
            onPlayingChange(false);
            toast({ variant: 'destructive', title: 'Audio Still Generating', description: 'Your song is still being created. Please try again in a moment!' });
          }}
          preload="none"
          data-testid="shared-song-audio"
          onTimeUpdate={(e) => {
            const t = e.currentTarget.currentTime;
            // The server serves a preview share only its 40-second file; the stop here is UX.
            if (!full && t >= PREVIEW_SECONDS) {
              e.currentTarget.pause();
              e.currentTarget.currentTime = 0;
              onPlayingChange(false);
            }
            setTime(t);
          }}
          onEnded={() => onPlayingChange(false)}
        />
        {playing && <p className="text-xs tabular-nums text-ink-muted" data-testid="shared-song-time">{Math.floor(time / 60)}:{String(Math.floor(time % 60)).padStart(2, '0')}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={play} aria-label={playing ? `Stop ${title}` : `Play ${title}`}>
          {playing ? <PauseIcon className="h-4 w-4" /> : <PlayIcon className="h-4 w-4" />}
          {playing ? 'Stop' : 'Play'}
        </Button>
        {full && (
          <Button asChild size="sm" variant="gold">
            <a href={`/api/songs/${encodeURIComponent(share.songId)}/download`} target="_blank" rel="noopener noreferrer">Download</a>
          </Button>
        )}
        {!share.isRead && (
          <Button size="sm" variant="ghost" onClick={read} disabled={markRead.isPending}>Mark as read</Button>
        )}
      </div>
    </article>
  );
}
