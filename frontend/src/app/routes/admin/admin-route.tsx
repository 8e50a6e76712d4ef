import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DocumentTitle, Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AccessDenied, AdminConsole, AdminSignIn } from '@/features/admin';
import { currentUserQueryOptions, useCurrentUser } from '@/features/identity/api/current-user';
import { useLogout } from '@/features/identity/api/logout';

/** /admin: sign-in for visitors, Access Denied for signed-in non-admins, the console for admins. */
export default function AdminRoute() {
  const queryClient = useQueryClient();
  const { data: user, isPending } = useCurrentUser();
  const logout = useLogout();
  const home = (
    <Button asChild variant="secondary">
      <Link to={paths.home}>Home</Link>
    </Button>
  );
  const actions = user ? (
    <>
      {home}
      <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
        Logout
      </Button>
    </>
  ) : (
    home
  );
  return (
    <Page eyebrow="Administration" title="Admin Dashboard" description="Stats, vouchers, users and payments." actions={user?.isAdmin ? actions : undefined}>
      <DocumentTitle title="Admin" />
      {isPending ? (
        <Spinner label="Loading" />
      ) : !user ? (
        <AdminSignIn onSignedIn={() => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey })} />
      ) : !user.isAdmin ? (
        <AccessDenied actions={actions} />
      ) : (
        <AdminConsole />
      )}
    </Page>
  );
}
