import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import {
  useAcceptFriendRequest,
  useCancelFriendRequest,
  useDeclineFriendRequest,
  useFriends,
  useReceivedRequests,
  useRemoveFriend,
  useSentRequests,
} from '../api/friends';
import { relativeTime } from '../lib/relative-time';
import { serverMessage } from '@/lib/api-error';

const failed = (title: string) => (error: unknown) =>
  toast({ variant: 'destructive', title, description: serverMessage(error, 'Something went wrong. Please try again.') });

/** 'Your Friends': Friends, Requests (received, pending) and Sent tabs. */
export function FriendsLists() {
  const friends = useFriends();
  const received = useReceivedRequests();
  const sent = useSentRequests();
  const remove = useRemoveFriend();
  const accept = useAcceptFriendRequest();
  const decline = useDeclineFriendRequest();
  const cancel = useCancelFriendRequest();

  return (
    <Tabs defaultValue="friends">
      <TabsList>
        <TabsTrigger value="friends">Friends ({friends.data?.length ?? 0})</TabsTrigger>
        <TabsTrigger value="requests">Requests ({received.data?.length ?? 0})</TabsTrigger>
        <TabsTrigger value="sent">Sent ({sent.data?.length ?? 0})</TabsTrigger>
      </TabsList>
      <TabsContent value="friends">
        <List loading={friends.isPending} empty="No friends yet. Search for them by email above." items={friends.data ?? []} render={(f) => (
          <Row key={f.id} name={f.name} email={f.email} label={`Friend ${f.name}`}>
            <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(f.id, { onSuccess: () => toast({ title: 'Friend removed' }), onError: failed('Failed to remove friend') })}>
              Remove
            </Button>
          </Row>
        )} />
      </TabsContent>
      <TabsContent value="requests">
        <List loading={received.isPending} empty="No friend requests right now." items={received.data ?? []} render={(r) => (
          <Row key={r.id} name={r.senderName} email={r.senderEmail} when={r.createdAt} label={`Request from ${r.senderName}`}>
            <Button size="sm" disabled={accept.isPending} onClick={() => accept.mutate(r.id, { onSuccess: () => toast({ title: 'Friend request accepted', description: `You and ${r.senderName} are now friends.` }), onError: failed('Failed to accept friend request') })}>
              Accept
            </Button>
            <Button size="sm" variant="ghost" disabled={decline.isPending} onClick={() => decline.mutate(r.id, { onError: failed('Failed to decline friend request') })}>
              Decline
            </Button>
          </Row>
        )} />
      </TabsContent>
      <TabsContent value="sent">
        <List loading={sent.isPending} empty="No requests waiting for an answer." items={sent.data ?? []} render={(r) => (
          <Row key={r.id} name={r.receiverName} email={r.receiverEmail} when={r.createdAt} label={`Request to ${r.receiverName}`}>
            <Button size="sm" variant="ghost" disabled={cancel.isPending} onClick={() => cancel.mutate(r.id, { onError: failed('Failed to cancel friend request') })}>
              Cancel
            </Button>
          </Row>
        )} />
      </TabsContent>
    </Tabs>
  );
}

function List<T>({ loading, empty, items, render }: { loading: boolean; empty: string; items: T[]; render: (item: T) => ReactNode }) {
  if (loading) return <Spinner label="Loading" />;
  if (items.length === 0) return <p className="text-ink-muted">{empty}</p>;
  return <ul className="grid gap-2">{items.map(render)}</ul>;
}

function Row({ name, email, when, label, children }: { name: string; email: string; when?: string; label: string; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-night/40 p-4" aria-label={label}>
      <div className="min-w-0">
        <p className="font-semibold">{name}</p>
        <p className="truncate text-sm text-ink-muted">
          {email}
          {when && <> · {relativeTime(when)}</>}
        </p>
      </div>
      <div className="flex gap-2">{children}</div>
    </li>
  );
}
