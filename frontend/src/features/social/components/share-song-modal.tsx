import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { copyText } from '@/lib/clipboard';
import { useFriends } from '../api/friends';
import { shareWithFriend, useCreateShareLink } from '../api/sharing';
import { serverMessage } from '@/lib/api-error';
import { songTitle, type TitledSong } from '@/lib/song-title';
import { useProductFacts } from '@/lib/product-facts';

export const SHARE_MESSAGE_MAX = 500;

export interface ShareableSong extends TitledSong {
  id: string;
  isPaid: boolean;
}

interface ShareSongModalProps {
  song: ShareableSong;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Share with friends (one call per friend; partial failures reported) and copy a public link: a
 * paid song is shared in full, an unpaid one as its 40-second preview.
 */
export function ShareSongModal({ song, open, onOpenChange }: ShareSongModalProps) {
  const friends = useFriends(open);
  const facts = useProductFacts();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [message, setMessage] = useState('');
  const [sharing, setSharing] = useState(false);
  const link = useCreateShareLink();
  const shareType = song.isPaid ? 'full' : 'preview';

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const share = async () => {
    if (selected.size === 0) {
      toast({ variant: 'destructive', title: 'Select Friends', description: 'Please select at least one friend to share with.' });
      return;
    }
    setSharing(true);
    const friendIds = [...selected];
    const results = await Promise.allSettled(friendIds.map((friendId) => shareWithFriend(song.id, { friendId, shareType, message: message.trim() || null })));
    setSharing(false);
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const bad = results.length - ok;
    // Only the friends it failed for stay selected: trying again never shares twice with the others.
    setSelected(new Set(friendIds.filter((_, i) => results[i]?.status === 'rejected')));
    if (bad === 0) {
      if (ok === 1) toast({ title: 'Song shared with friend!', description: 'They will see the shared song in their account.' });
      else toast({ title: 'Song Shared Successfully!', description: 'Your friends will see the shared song in their account.' });
      setMessage('');
      onOpenChange(false);
    } else if (ok > 0) {
      toast({ variant: 'destructive', title: 'Partially Shared', description: `Shared with ${ok} friends, ${bad} failed.` });
    } else {
      const first = results.find((r) => r.status === 'rejected');
      toast({ variant: 'destructive', title: 'Sharing Failed', description: serverMessage(first?.reason, 'Failed to share with all selected friends.') });
    }
  };

  const copyLink = () =>
    link.mutate(
      { songId: song.id, shareType },
      {
        onSuccess: ({ shareUrl }) => {
          void copyText(shareUrl).then((copied) => {
            if (copied) toast({ title: 'Copied!', description: shareType === 'full' ? 'Full song link copied: it works for 6 months.' : 'Preview link copied: it works for 6 months.', duration: 3000 });
            else toast({ variant: 'destructive', title: 'Copy Failed', description: shareUrl });
          });
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Failed to Share', description: serverMessage(error, 'Something went wrong. Please try again.') }),
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share “{songTitle(song)}”</DialogTitle>
          <DialogDescription>{song.isPaid ? 'Your friends get the full song.' : `Your friends get the ${facts ? `${facts.previewSeconds}-second ` : ''}preview.`}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-semibold">Choose friends</legend>
            {friends.isPending && <Spinner label="Loading your friends" />}
            {friends.data?.length === 0 && (
              <p className="text-sm text-ink-muted">
                No friends yet. <Link className="underline" to={paths.friends}>Find your friends</Link>
              </p>
            )}
            <div className="grid max-h-48 gap-1 overflow-y-auto">
              {friends.data?.map((friend) => (
                <label key={friend.id} className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 hover:bg-white/5">
                  <input type="checkbox" className="h-4 w-4 accent-party-pink" checked={selected.has(friend.id)} onChange={() => toggle(friend.id)} />
                  <span className="font-medium">{friend.name}</span>
                  <span className="truncate text-sm text-ink-muted">{friend.email}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-1">
            <Label htmlFor="share-message">Message (optional)</Label>
            <Textarea id="share-message" rows={3} maxLength={SHARE_MESSAGE_MAX} value={message} onChange={(e) => setMessage(e.target.value.slice(0, SHARE_MESSAGE_MAX))} />
            <p className="text-right text-xs text-ink-muted" aria-live="polite">{message.length}/{SHARE_MESSAGE_MAX}</p>
          </div>
        </div>
        <DialogFooter className="flex flex-wrap justify-between gap-2">
          <Button variant="secondary" onClick={copyLink} disabled={link.isPending}>
            {song.isPaid ? 'Copy Full Song Link' : 'Copy Preview Link'}
          </Button>
          <div className="flex gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>Cancel</Button>
            <Button onClick={() => void share()} disabled={sharing}>Share Song</Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
