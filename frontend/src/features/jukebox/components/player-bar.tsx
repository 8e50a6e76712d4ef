import { Button } from '@/components/ui/button';
import { MusicIcon, PauseIcon, PlayIcon, RepeatOneIcon, ShuffleIcon, SkipForwardIcon } from '@/components/ui/icons';
import type { JukeboxPlayer } from '../hooks/use-jukebox-player';
import { formatTime } from '@/lib/format-time';
import { displayTitle } from '../lib/titles';

/** The fixed bottom player of the jukebox. */
export function PlayerBar({ player, setAudio }: { player: Omit<JukeboxPlayer, 'setAudio'>; setAudio: (audio: HTMLAudioElement | null) => void }) {
  const song = player.currentSong;
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-night/95 backdrop-blur" role="region" aria-label="Jukebox player">
      {/* One row on every screen: on phones the seek bar runs along the bar's top edge and the times hide. */}
      <div className="relative mx-auto flex max-w-6xl items-center gap-x-2 px-4 py-2 sm:gap-x-3 sm:py-3">
        {song && (
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <div className="h-10 w-10 shrink-0 overflow-hidden rounded-lg bg-linear-to-br from-party-pink to-party-violet">
              {song.imageUrl ? <img src={song.imageUrl} alt="" className="h-full w-full object-cover" /> : <MusicIcon className="m-auto h-full w-5 text-white/80" />}
            </div>
            <p className="min-w-0 truncate font-semibold sm:max-w-48" data-testid="now-playing">{displayTitle(song)}</p>
          </div>
        )}
        <Button size="icon" className="shrink-0" onClick={() => player.toggle()} aria-label={player.playing ? 'Pause' : 'Play'}>
          {player.playing ? <PauseIcon className="h-5 w-5" /> : <PlayIcon className="h-5 w-5" />}
        </Button>
        <Button variant="ghost" size="sm" className="shrink-0" onClick={player.next} aria-label="Next song">
          <SkipForwardIcon className="h-4 w-4" /> <span className="sr-only lg:not-sr-only">Next</span>
        </Button>
        <div className="absolute inset-x-0 -top-3 flex items-center gap-3 sm:static sm:flex-1">
          <span className="hidden text-sm tabular-nums sm:inline" data-testid="jukebox-time">{formatTime(player.currentTime)}</span>
          <input
            type="range"
            min={0}
            max={Math.max(1, Math.floor(player.duration))}
            step={1}
            value={Math.floor(player.currentTime)}
            onChange={(e) => player.seek(Number(e.target.value))}
            aria-label="Seek"
            className="h-6 w-full flex-1 accent-party-pink sm:min-w-24"
          />
          <span className="hidden text-sm tabular-nums sm:inline">{formatTime(player.duration)}</span>
        </div>
        <label className="hidden items-center gap-2 text-sm md:flex">
          <span>Volume</span>
          <input type="range" min={0} max={100} step={1} value={player.volume} onChange={(e) => player.setVolume(Number(e.target.value))} aria-label="Volume" className="w-24 accent-party-gold" />
        </label>
        <Button
          variant={player.order === 'random' ? 'secondary' : 'ghost'}
          size="sm"
          className="shrink-0"
          aria-pressed={player.order === 'random'}
          onClick={() => player.setOrder(player.order === 'random' ? 'in-order' : 'random')}
        >
          <ShuffleIcon className="h-4 w-4" /> <span className="sr-only lg:not-sr-only">{player.order === 'random' ? 'Random' : 'In order'}</span>
        </Button>
        <Button variant={player.repeatOne ? 'secondary' : 'ghost'} size="sm" className="shrink-0" aria-pressed={player.repeatOne} onClick={() => player.setRepeatOne(!player.repeatOne)}>
          <RepeatOneIcon className="h-4 w-4" /> <span className="sr-only lg:not-sr-only">Repeat one</span>
        </Button>
      </div>
      {/* The one audio element of the jukebox: starting another song pauses this one. */}
      <audio ref={setAudio} preload="none" data-testid="jukebox-audio" />
    </div>
  );
}
