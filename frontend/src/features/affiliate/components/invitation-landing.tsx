import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { rememberReferral } from '@/lib/referral';
import { invitationQueryOptions } from '../api/affiliate';
import { CheckIcon } from '@/components/ui/icons';
import { useProductFacts } from '@/lib/product-facts';

const OTHER_PERKS = ['AI-generated songs with your name', 'Custom dance moves for each person', 'Share your songs with friends'];

/** /friend/{slug} and /{slug}: who invited you and what you get; Join goes to /?ref={code}. */
export function InvitationLanding({ slug }: { slug: string }) {
  const { data, isPending, isError } = useQuery({ ...invitationQueryOptions(slug), enabled: Boolean(slug) });
  const facts = useProductFacts();
  // Joining through an invitation is a referred sign-up: its credits, as the server grants them.
  const perks = [facts ? `${facts.referredSignupCredits} free preview credits` : 'Free preview credits', ...OTHER_PERKS];
  const invalid = !slug || isError || data === null;
  useEffect(() => {
    if (slug && (isError || data === null)) toast({ variant: 'destructive', title: 'Invalid Link', description: 'This invitation link is not valid or has expired.' });
  }, [slug, isError, data]);

  if (slug && isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading your invitation" />
      </div>
    );
  }
  if (invalid || !data) {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-4 py-10 text-center">
          <h2 className="font-display text-3xl font-bold">Oops!</h2>
          <p>{slug ? 'This invitation link is not valid or has expired.' : 'Invalid invitation link'}</p>
          <Button asChild>
            <Link to="/">Go to Boogy</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardContent className="grid gap-6 py-8">
        <p className="text-lg" data-testid="invitation-message">
          {data.message}
        </p>
        <p>
          <strong>{data.referrerName}</strong> wants you on the dance floor. Here's what you get:
        </p>
        <ul className="grid gap-2">
          {perks.map((perk) => (
            <li key={perk} className="flex items-start gap-2">
              <CheckIcon aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-party-gold" />
              {perk}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            {/* Kept at once: a sign-up right after Join credits the inviter even before the home page has loaded. */}
            <Link to={`/?ref=${encodeURIComponent(data.referralCode)}`} onClick={() => rememberReferral(data.referralCode)}>
              Join
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/">Maybe later</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
