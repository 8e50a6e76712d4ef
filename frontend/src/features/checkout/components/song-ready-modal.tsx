import { FullTrackDownload } from '@/components/songs/full-track-download';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';
import { useFullTrack } from '@/lib/full-track';
import { Confetti } from './confetti';

export interface SongReadyModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  songId: string;
  lyrics?: string;
  /** 'Create Another Song': the generator starts again. */
  onCreateAnother: () => void;
}


/** The post-purchase dialog: download (focused), copy or download the lyrics, create another, with 3 s of confetti. */
export function SongReadyModal({ open, onOpenChange, songId, lyrics, onCreateAnother }: SongReadyModalProps) {
  const copyLyrics = async () => {
    if (await copyText(lyrics ?? '')) toast({ title: 'Copied!', description: 'Lyrics copied to clipboard' });
    else toast({ title: 'Copy Failed', description: 'Failed to copy lyrics to clipboard', variant: 'destructive' });
  };
  return (
    <>
      {open && <Confetti />}
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Song Ready!</DialogTitle>
            <SongReadyDescription songId={songId} />
          </DialogHeader>
          <div className="flex flex-col gap-3">
            <FullTrackDownload songId={songId} label="Download MP3" primary />
            <div className="grid grid-cols-2 gap-3">
              <Button variant="secondary" onClick={() => void copyLyrics()} disabled={!lyrics}>
                Copy Lyrics
              </Button>
              <Button asChild variant="secondary">
                <a href={`/api/songs/${encodeURIComponent(songId)}/download?type=lyrics`} download>
                  Download Lyrics
                </a>
              </Button>
            </div>
            <Button variant="outline" onClick={onCreateAnother}>
              Create Another Song
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

/**
 * The words follow the download button: never "ready to download" while it still says "Finishing…".
 * Mounted with the open dialog only, so nothing polls the song before the payment.
 */
function SongReadyDescription({ songId }: { songId: string }) {
  const fullTrack = useFullTrack(songId);
  return (
    <DialogDescription>
      {fullTrack === 'ready'
        ? 'Your dance party track has been generated and is ready to download.'
        : fullTrack === 'failed'
          ? 'Your song is paid for, but its full track could not be made. Please contact support.'
          : 'Your song is paid for. Its full track is finishing: the download button turns on by itself when it is ready.'}
    </DialogDescription>
  );
}
