import { PageContainer } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { homeSection, sections } from '@/config/paths';
import { Spinner } from '@/components/ui/spinner';
import { songTitle } from '@/lib/song-title';
import { useSong, type PlayerSong } from '@/features/player';
import { SongPanel } from './song-panel';

interface SharedPreviewProps {
  songId: string;
  priceLabel: string;
  onGetFullSong: (song: PlayerSong) => void;
}

/** /?preview={songId}: the shared song's 40-second preview, with karaoke. */
export function SharedPreview({ songId, priceLabel, onGetFullSong }: SharedPreviewProps) {
  const { data: song, isPending, isError } = useSong(songId);
  return (
    <section aria-labelledby="shared-preview-heading" className="py-10">
      <PageContainer>
        <div className="mx-auto max-w-3xl">
          <h2 id="shared-preview-heading" className="mb-4 text-center font-display text-2xl font-bold sm:text-3xl">
            {song ? `${songTitle(song)}: a Boogy preview for you` : 'A Boogy preview for you'}
          </h2>
          {isPending && <div className="flex justify-center"><Spinner label="Loading the preview" /></div>}
          {isError && <p role="alert" className="text-center text-ink-muted">This preview link may have expired or been removed.</p>}
          {song && (
            <SongPanel
              song={song}
              priceLabel={priceLabel}
              onGetFullSong={onGetFullSong}
              // Someone else's song: buy it (while unpaid) or make your own; the download shows only with a full share.
              extraActions={
                song.isOwner ? undefined : (
                  <Button asChild variant="secondary" size="lg">
                    <a href={homeSection(sections.partyGuest)}>Make Your Own Song</a>
                  </Button>
                )
              }
            />
          )}
        </div>
      </PageContainer>
    </section>
  );
}
