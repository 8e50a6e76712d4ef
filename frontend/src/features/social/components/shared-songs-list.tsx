import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { homeSection, paths, sections } from '@/config/paths';
import { useSharedSongs } from '../api/shared-songs';
import { Badge } from './badge';
import { SharedSongItem } from './shared-song-item';

/** Only one shared song plays at a time. */
function usePlayingShare() {
  const [playingId, setPlayingId] = useState<string | null>(null);
  const handler = useCallback((id: string) => (playing: boolean) => setPlayingId((current) => (playing ? id : current === id ? null : current)), []);
  return { playingId, handler };
}

/** The Shared Songs page: newest first, with the unread count. */
export function SharedSongsList() {
  const { data, isPending, isError, refetch } = useSharedSongs();
  const { playingId, handler } = usePlayingShare();
  if (isPending) return <div className="flex justify-center py-16"><Spinner label="Loading shared songs" /></div>;
  if (isError)
    return (
      <div role="alert" className="rounded-3xl border border-line bg-surface p-8 text-center">
        <p className="font-semibold">We couldn't load your shared songs.</p>
        <Button className="mt-4" variant="secondary" onClick={() => void refetch()}>Try again</Button>
      </div>
    );
  if (data.length === 0)
    return (
      <div className="rounded-3xl border border-line bg-surface p-10 text-center">
        <h3 className="font-display text-2xl font-bold">No Shared Songs Yet</h3>
        <p className="mt-2 text-ink-muted">When friends share songs with you, they appear here.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild variant="secondary"><Link to={paths.friends}>Find Friends</Link></Button>
          <Button asChild><Link to={homeSection(sections.partyGuest)}>Make a Song</Link></Button>
        </div>
      </div>
    );
  const unread = data.filter((s) => !s.isRead).length;
  return (
    <div className="grid gap-4">
      {unread > 0 && (
        <p data-testid="unread-count">
          <Badge tone="pink">{unread} new song{unread === 1 ? '' : 's'}</Badge>
        </p>
      )}
      {data.map((share) => <SharedSongItem key={share.id} share={share} playing={playingId === share.id} onPlayingChange={handler(share.id)} place="page" />)}
    </div>
  );
}

/** The jukebox's 'Songs Shared With You' card: the latest few, hidden when there are none. */
export function SharedWithYouCard() {
  const { data } = useSharedSongs();
  const { playingId, handler } = usePlayingShare();
  if (!data || data.length === 0) return null;
  const unread = data.filter((s) => !s.isRead).length;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          Songs Shared With You {unread > 0 && <Badge tone="pink">{unread} new</Badge>}
        </CardTitle>
        <Button asChild size="sm" variant="secondary"><Link to={paths.sharedSongs}>See all</Link></Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {data.slice(0, 3).map((share) => <SharedSongItem key={share.id} share={share} playing={playingId === share.id} onPlayingChange={handler(share.id)} place="card" />)}
      </CardContent>
    </Card>
  );
}
