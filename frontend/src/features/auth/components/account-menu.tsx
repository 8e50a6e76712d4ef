import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ChevronDownIcon, UserIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useCurrentUser, type CurrentUser } from '../api/get-current-user';
import { useLogout } from '../api/logout';

/** Account menu entries in the spec's order (Logout comes last, separately). */
const accountLinks = [
  { label: 'Dashboard', to: paths.account },
  { label: 'Earnings', to: paths.earnings },
  { label: 'Jukebox', to: paths.jukebox },
  { label: 'Shared Songs', to: paths.sharedSongs },
  { label: 'Friends', to: paths.friends },
  { label: 'Suggestions', to: paths.suggestions },
  { label: 'Help', to: paths.help },
];

function SignInLink() {
  return (
    <Button asChild size="sm">
      <Link to={paths.account}>Sign In</Link>
    </Button>
  );
}

function SignedInMenu({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  const firstName = user.firstName || user.displayName;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Account menu for ${user.displayName}`}>
          <UserIcon className="h-4 w-4" />
          <span className="max-w-28 truncate">{firstName}</span>
          <ChevronDownIcon className="h-4 w-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          Signed in as <span className="block truncate text-sm font-semibold text-ink">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountLinks.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={logout.isPending}
          // Keep the menu open while the request runs; success reloads the page anyway.
          onSelect={(event) => {
            event.preventDefault();
            logout.mutate();
          }}
        >
          {logout.isPending ? 'Logging out…' : 'Logout'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * Signed out (or the API unreachable): a Sign In link to /account.
 * Signed in: a dropdown of the account areas and Logout.
 */
export function AccountMenu() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) {
    return <span aria-hidden="true" className="h-9 w-24 animate-pulse rounded-full bg-white/10" />;
  }
  return user ? <SignedInMenu user={user} /> : <SignInLink />;
}
