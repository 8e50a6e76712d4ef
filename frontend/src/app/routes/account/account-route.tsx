import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DocumentTitle, Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { AccountDetails, AuthCard, useCurrentUser } from '@/features/identity';
import { MusicCollection } from '@/features/jukebox';
import { RecentReferrals } from '@/features/affiliate';
import { ApiTokensCard } from '@/features/integrations';
import { AccountStats } from './account-stats';
import { ShareSongButton } from '@/features/social';
import { SampleCreditsCard } from './sample-credits-card';

/** What the emailed links' landings (/api/auth/…) report back through the URL. */
const EMAIL_CHANGE_TOASTS = {
  verified: { title: 'Email Updated!', description: 'Your new email address is confirmed.' },
  expired: { title: 'Link Expired', description: 'That email confirmation link is invalid, expired or was already used.', variant: 'destructive' },
  taken: { title: 'Email Not Changed', description: 'Another account already uses that email address.', variant: 'destructive' },
} as const;

function useLinkOutcomeToast() {
  const [params, setParams] = useSearchParams();
  const emailChange = params.get('emailChange');
  useEffect(() => {
    if (!emailChange || !(emailChange in EMAIL_CHANGE_TOASTS)) return;
    toast(EMAIL_CHANGE_TOASTS[emailChange as keyof typeof EMAIL_CHANGE_TOASTS]);
    setParams(
      (current) => {
        current.delete('emailChange');
        return current;
      },
      { replace: true },
    );
  }, [emailChange, setParams]);
  return { signInLinkExpired: params.get('signin') === 'expired' };
}

export default function AccountRoute() {
  const { data: user, isPending, isError, refetch, isFetching } = useCurrentUser();
  const { signInLinkExpired } = useLinkOutcomeToast();

  if (isPending) {
    return (
      <Page eyebrow="Account" title="Your Account">
        <DocumentTitle title="Account" />
        <div className="flex justify-center py-16">
          <Spinner label="Loading your account" />
        </div>
      </Page>
    );
  }
  if (isError) {
    return (
      <Page eyebrow="Account" title="Your Account">
        <DocumentTitle title="Account" />
        <div role="alert" className="rounded-3xl border border-line bg-surface p-8 text-center">
          <p className="font-semibold">We couldn't load your account.</p>
          <Button className="mt-5" variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      </Page>
    );
  }
  if (!user) {
    return (
      <Page eyebrow="Account" title="Your Account" description="Sign in or create an account to keep your songs, friends and earnings in one place.">
        <DocumentTitle title="Account" />
        <AuthCard
          notice={
            signInLinkExpired ? (
              <p role="alert" className="mb-6 rounded-2xl border border-red-300/40 bg-danger/20 px-4 py-3 text-sm">
                That sign-in link has expired or was already used. Sign in below, or ask for a new link.
              </p>
            ) : undefined
          }
        />
      </Page>
    );
  }
  return (
    <Page eyebrow="Account" title="Account Dashboard" description={`Signed in as ${user.displayName}.`}>
      <DocumentTitle title="Account Dashboard" />
      {/* Spec order: stats (sample credits), account rows and settings, then the music collection. */}
      <div className="grid gap-8">
        <AccountStats user={user} />
        <SampleCreditsCard credits={user.previewCredits} />
        <RecentReferrals />
        <AccountDetails user={user} />
        <ApiTokensCard emailVerified={user.emailVerified} email={user.email} />
        <MusicCollection renderShare={(song) => <ShareSongButton song={song} compact />} />
      </div>
    </Page>
  );
}
