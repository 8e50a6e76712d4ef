import { useState, type ReactNode } from 'react';
import { FullTrackDownload } from '@/components/songs/full-track-download';
import { ShareVideoButton } from '@/components/songs/share-video';
import { Button } from '@/components/ui/button';
import { DownloadIcon, MicIcon, MusicIcon, PauseIcon, PencilIcon, PlayIcon } from '@/components/ui/icons';
import type { JukeboxSong } from '../api/songs';
import { displayTitle, editableTitle, featuring } from '../lib/titles';
import { TitleEditor } from './title-editor';

interface SongTileProps {
  song: JukeboxSong;
  isPlaying: boolean;
  onPlay: () => void;
  onKaraoke: () => void;
  onRename: (title: string) => void;
  shareControl?: ReactNode;
  /** Its full track finished rendering while shown (the list holds the older view). */
  onFullTrackReady?: () => void;
}

/** One song of the jukebox grid. */
export function SongTile({ song, isPlaying, onPlay, onKaraoke, onRename, shareControl, onFullTrackReady }: SongTileProps) {
  const [editing, setEditing] = useState(false);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface" aria-label={displayTitle(song)} data-testid="song-tile">
      <div className="relative aspect-square bg-linear-to-br from-party-pink via-party-violet to-party-violet-deep">
        {song.imageUrl ? <img src={song.imageUrl} alt="" className="h-full w-full object-cover" /> : <MusicIcon className="m-auto h-full w-10 text-white/70" />}
        <Button size="icon" className="absolute right-2 bottom-2" onClick={onPlay} aria-label={isPlaying ? `Pause ${displayTitle(song)}` : `Play ${displayTitle(song)}`}>
          {isPlaying ? <PauseIcon className="h-5 w-5" /> : <PlayIcon className="h-5 w-5" />}
        </Button>
      </div>
      <div className="grid flex-1 content-start gap-1 p-3">
        {editing ? (
          <TitleEditor
            initial={editableTitle(song)}
            onSave={(title) => {
              onRename(title);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <button type="button" className="text-left font-semibold hover:underline" onClick={() => setEditing(true)} title="Click to rename">
            {displayTitle(song)}
          </button>
        )}
        <p className="text-sm text-ink-muted">Featuring {featuring(song)}</p>
        <div className="mt-2 flex flex-wrap gap-1">
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label={`Rename ${displayTitle(song)}`}>
            <PencilIcon className="h-4 w-4" />
          </Button>
          <Button variant="ghost" size="sm" onClick={onKaraoke} aria-label={`Karaoke ${displayTitle(song)}`}>
            <MicIcon className="h-4 w-4" />
          </Button>
          {shareControl}
          {song.status === 'completed' && <ShareVideoButton songId={song.id} title={displayTitle(song)} compact variant="ghost" size="sm" />}
          {song.isPaid ? (
            <FullTrackDownload songId={song.id} song={song} label={<DownloadIcon className="h-4 w-4" />} ariaLabel={`Download ${displayTitle(song)}`} compact variant="ghost" size="sm" onReady={onFullTrackReady} />
          ) : (
            <span className="self-center rounded-full bg-party-violet-deep px-2 py-0.5 text-xs font-semibold text-white" data-testid="preview-badge">
              Free preview
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
