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
import type { CurrentUser } from '../api/current-user';
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

/** The signed-in dropdown: the account areas, then Logout. */
export default function SignedInMenu({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  const firstName = user.firstName || user.displayName;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm">
          <UserIcon className="h-4 w-4" />
          <span className="sr-only">Account menu for</span>
          {/* The name shows from sm up; on phones it stays in the accessible name only (room for the logo and menu). */}
          <span className="sr-only max-w-28 truncate sm:not-sr-only">{firstName}</span>
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
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          {logout.isPending ? 'Logging out…' : 'Logout'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
