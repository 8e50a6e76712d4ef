import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser, type CurrentUser } from '../api/current-user';

interface SignedInOnlyProps {
  /** What to show signed in; receives the user. */
  children: (user: CurrentUser) => ReactNode;
  /** What to show signed out; defaults to a redirect to `redirectTo`. */
  signedOut?: ReactNode;
  redirectTo?: string;
}

/**
 * Shows its content to a signed-in user only. Signed out: `signedOut`, or a redirect.
 * If the sign-in check itself fails (API down), it says so and offers a retry.
 */
export function SignedInOnly({ children, signedOut, redirectTo = '/account' }: SignedInOnlyProps) {
  const { data: user, isPending, isError, error, refetch, isFetching } = useCurrentUser();

  if (isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Checking your sign-in" />
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="rounded-3xl border border-line bg-surface p-8 text-center">
        <p className="font-semibold">We couldn't check whether you're signed in.</p>
        <p className="mt-2 text-sm text-ink-muted">{error.message}</p>
        <Button className="mt-5" variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!user) return signedOut ?? <Navigate to={redirectTo} replace />;
  return children(user);
}
