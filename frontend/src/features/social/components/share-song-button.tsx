import { useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { ShareIcon } from '@/components/ui/icons';
import { songTitle } from '@/lib/song-title';
import { ShareSongModal, type ShareableSong } from './share-song-modal';

interface ShareSongButtonProps {
  song: ShareableSong;
  label?: string;
  compact?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A share control that opens the ShareSongModal (song page, jukebox tile, music collection). */
export function ShareSongButton({ song, label = 'Share', compact = false, variant = 'ghost', size = 'sm' }: ShareSongButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)} aria-label={`Share ${songTitle(song)}`}>
        {compact ? <ShareIcon className="h-4 w-4" /> : label}
      </Button>
      {open && <ShareSongModal song={song} open={open} onOpenChange={setOpen} />}
    </>
  );
}
