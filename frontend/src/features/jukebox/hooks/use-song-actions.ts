import { toast } from '@/components/ui/use-toast';
import { useDeleteSong, useRenameSong, type JukeboxSong } from '../api/songs';
import { copyText } from '@/lib/clipboard';

/** Rename, delete and copy-lyrics with the spec's toasts. */
export function useSongActions() {
  const rename = useRenameSong();
  const remove = useDeleteSong();
  return {
    rename: (song: JukeboxSong, title: string, done?: () => void) =>
      rename.mutate(
        { id: song.id, title },
        {
          onSuccess: () => toast({ title: 'Title updated!', description: `Now called "${title}".` }),
          onError: () => toast({ variant: 'destructive', title: 'Failed to Rename Song', description: 'Failed to update song title. Please try again.' }),
          onSettled: done,
        },
      ),
    remove: (song: JukeboxSong, done?: () => void) =>
      remove.mutate(song.id, {
        onSuccess: () => toast({ title: 'Song Deleted', description: `"${song.title}" was removed.` }),
        onError: () => toast({ variant: 'destructive', title: 'Delete Failed', description: 'Something went wrong. Please try again.' }),
        onSettled: done,
      }),
    copyLyrics: async (song: JukeboxSong) => {
      if (await copyText(song.lyrics)) toast({ title: 'Copied!', description: 'Lyrics copied to clipboard' });
      else toast({ variant: 'destructive', title: 'Copy Failed', description: 'Failed to copy lyrics to clipboard' });
    },
    deleting: remove.isPending,
  };
}
