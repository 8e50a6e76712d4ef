import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FriendSearch } from './friend-search';
import { FriendsLists } from './friends-lists';
import { InvitePanel } from './invite-panel';

/** The Friends screen for a signed-in user. */
export function FriendsPage({ paypalEmail }: { paypalEmail: string | null }) {
  // A search that found nobody hands its address to the invite form (remounted with it).
  const [inviteEmail, setInviteEmail] = useState('');
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="grid content-start gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Find & Add Friends</CardTitle>
            <CardDescription>Search by their email address.</CardDescription>
          </CardHeader>
          <CardContent>
            <FriendSearch onNotFound={setInviteEmail} />
          </CardContent>
        </Card>
        <Card id="invite">
          <CardHeader>
            <CardTitle>Invite Friends</CardTitle>
            <CardDescription>Not on Boogy yet? Send them an invitation.</CardDescription>
          </CardHeader>
          <CardContent>
            <InvitePanel key={inviteEmail} paypalEmail={paypalEmail} initialEmail={inviteEmail} />
          </CardContent>
        </Card>
      </div>
      <Card className="content-start">
        <CardHeader>
          <CardTitle>Your Friends</CardTitle>
        </CardHeader>
        <CardContent>
          <FriendsLists />
        </CardContent>
      </Card>
    </div>
  );
}
