import { Button } from '@/components/ui/button';
import { MusicIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';
import type { JukeboxPlayer } from '../hooks/use-jukebox-player';
import { formatTime } from '../lib/audio-source';

/** The fixed bottom player of the jukebox. */
export function PlayerBar({ player, setAudio }: { player: Omit<JukeboxPlayer, 'setAudio'>; setAudio: (audio: HTMLAudioElement | null) => void }) {
  const song = player.currentSong;
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-night/95 backdrop-blur" role="region" aria-label="Jukebox player">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3">
        {song && (
          <div className="flex min-w-0 items-center gap-3">
            <div className="h-10 w-10 shrink-0 overflow-hidden rounded-lg bg-linear-to-br from-party-pink to-party-violet">
              {song.imageUrl ? <img src={song.imageUrl} alt="" className="h-full w-full object-cover" /> : <MusicIcon className="m-auto h-full w-5 text-white/80" />}
            </div>
            <p className="max-w-48 truncate font-semibold" data-testid="now-playing">{song.title || 'Party Song'}</p>
          </div>
        )}
        <Button size="icon" onClick={() => player.toggle()} aria-label={player.playing ? 'Pause' : 'Play'}>
          {player.playing ? <PauseIcon className="h-5 w-5" /> : <PlayIcon className="h-5 w-5" />}
        </Button>
        <Button variant="ghost" size="sm" onClick={player.next} aria-label="Next song">
          ⏭ Next
        </Button>
        <span className="text-sm tabular-nums" data-testid="jukebox-time">{formatTime(player.currentTime)}</span>
        <input
          type="range"
          min={0}
          max={Math.max(1, Math.floor(player.duration))}
          step={1}
          value={Math.floor(player.currentTime)}
          onChange={(e) => player.seek(Number(e.target.value))}
          aria-label="Seek"
          className="min-w-32 flex-1 accent-party-pink"
        />
        <span className="text-sm tabular-nums">{formatTime(player.duration)}</span>
        <label className="flex items-center gap-2 text-sm">
          <span className="sr-only sm:not-sr-only">Volume</span>
          <input type="range" min={0} max={100} step={1} value={player.volume} onChange={(e) => player.setVolume(Number(e.target.value))} aria-label="Volume" className="w-24 accent-party-gold" />
        </label>
        <Button
          variant={player.order === 'random' ? 'secondary' : 'ghost'}
          size="sm"
          aria-pressed={player.order === 'random'}
          onClick={() => player.setOrder(player.order === 'random' ? 'in-order' : 'random')}
        >
          🔀 {player.order === 'random' ? 'Random' : 'In order'}
        </Button>
        <Button variant={player.repeatOne ? 'secondary' : 'ghost'} size="sm" aria-pressed={player.repeatOne} onClick={() => player.setRepeatOne(!player.repeatOne)}>
          🔂 Repeat one
        </Button>
      </div>
      {/* The one audio element of the jukebox: starting another song pauses this one. */}
      <audio ref={setAudio} preload="none" data-testid="jukebox-audio" />
    </div>
  );
}
