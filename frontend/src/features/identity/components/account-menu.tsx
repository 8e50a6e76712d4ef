import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCurrentUser } from '../api/current-user';

// Loaded only for signed-in visitors: the dropdown (Radix Menu + positioning) is ~20 KB gzip
// that most first-time visitors on the home page never need.
const SignedInMenu = lazy(() => import('./signed-in-menu'));

function MenuPlaceholder() {
  return <span aria-hidden="true" className="block h-9 w-24 animate-pulse rounded-full bg-white/10" />;
}

/**
 * Signed out (or the API unreachable): a Sign In link to /account.
 * Signed in: a dropdown of the account areas and Logout.
 */
export function AccountMenu() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <MenuPlaceholder />;
  if (!user) {
    return (
      <Button asChild size="sm">
        <Link to={paths.account}>Sign In</Link>
      </Button>
    );
  }
  return (
    <Suspense fallback={<MenuPlaceholder />}>
      <SignedInMenu user={user} />
    </Suspense>
  );
}
