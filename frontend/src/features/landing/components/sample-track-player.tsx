import { Button } from '@/components/ui/button';
import { MusicIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { SAMPLE_TRACK_URL } from '@/config/product';
import { formatTime } from '@/lib/format-time';
import { useAudioPlayer } from '../hooks/use-audio-player';

/** The hero's "hear an example" player: play and pause a ready-made sample song. */
export function SampleTrackPlayer() {
  const { audioRef, status, currentTime, duration, toggle } = useAudioPlayer();
  const isPlaying = status === 'playing';
  const unavailable = status === 'unavailable';
  const progress = duration > 0 ? (currentTime / duration) * 100 : 0;

  return (
    <div className="flex w-full max-w-md items-center gap-4 rounded-2xl text-left border border-white/15 bg-black/30 p-3 pr-5 backdrop-blur">
      <audio ref={audioRef} src={SAMPLE_TRACK_URL} preload="none" />
      <Button
        variant="gold"
        size="icon"
        className="shrink-0"
        onClick={() => void toggle()}
        disabled={unavailable}
        aria-label={isPlaying ? 'Pause sample track' : 'Play sample track'}
        aria-pressed={isPlaying}
      >
        {status === 'loading' ? (
          <Spinner className="text-night" label="Loading sample" />
        ) : isPlaying ? (
          <PauseIcon className="h-5 w-5" />
        ) : (
          <PlayIcon className="h-5 w-5" />
        )}
      </Button>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-party-gold uppercase">
          <MusicIcon className="h-3.5 w-3.5 shrink-0" />
          Hear a sample
        </p>
        <p className="truncate text-sm font-semibold text-white">“Party Time with Alex, Sam, Jordan, Taylor &amp; Priya”</p>
        {unavailable ? (
          <p role="status" className="mt-1 text-xs text-pink-100">
            The sample track is still being mixed. Check back soon!
          </p>
        ) : (
          <div className="mt-2 flex items-center gap-3">
            <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-white/20" aria-hidden="true">
              <div className="h-full rounded-full bg-party-gold transition-[width]" style={{ width: `${progress}%` }} />
            </div>
            {/* The length is known once the audio loads (nothing is fetched before play): never "0:00 / 0:00". */}
            <span className="text-xs text-pink-100 tabular-nums" data-testid="sample-time">
              {duration > 0 ? `${formatTime(currentTime)} / ${formatTime(duration)}` : 'Tap play'}
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
