import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useAdminUsers, useDeleteUser, type AdminUser } from '../api/admin';
import { dollars, shortDate } from '../lib/money';
import { serverMessage } from '@/lib/api-error';
import { Cell, LoadError, Pager, Table } from './table';

const nameOf = (u: AdminUser) => [u.firstName, u.lastName].filter(Boolean).join(' ') || '—';

/** Delete, then Confirm / Cancel; admins have no delete button. */
function DeleteUser({ user }: { user: AdminUser }) {
  const remove = useDeleteUser();
  const [confirming, setConfirming] = useState(false);
  if (user.isAdmin) return <span className="text-xs text-ink-muted">Admin</span>;
  if (!confirming) {
    return (
      <Button size="sm" variant="secondary" onClick={() => setConfirming(true)} aria-label={`Delete ${user.email}`}>
        Delete
      </Button>
    );
  }
  const confirm = async () => {
    try {
      await remove.mutateAsync(user.id);
      toast({ title: 'User Deleted', description: `${user.email} can no longer sign in. Their payments stay in the books.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Delete Failed', description: serverMessage(error, 'Please try again.') });
      setConfirming(false);
    }
  };
  return (
    <span className="flex gap-2">
      <Button size="sm" onClick={() => void confirm()} disabled={remove.isPending} aria-label={`Confirm deleting ${user.email}`}>
        Confirm
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
        Cancel
      </Button>
    </span>
  );
}

export function UsersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useAdminUsers(search.trim(), page);
  return (
    <div className="grid gap-4">
      <div className="max-w-sm">
        <Input
          type="search"
          aria-label="Search users by email or name"
          placeholder="Search by email or name"
          value={search}
          maxLength={100}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {isPending ? (
        <Spinner label="Loading users" />
      ) : isError ? (
        <LoadError />
      ) : (
        <>
          <Table label="Users" head={['Name', 'Email', 'Songs', 'Paid', 'Spent', 'Credits', 'Joined', '']}>
            {data.users.map((u) => (
              <tr key={u.id} aria-label={u.email}>
                <Cell>{nameOf(u)}</Cell>
                <Cell>{u.email}</Cell>
                <Cell>{u.songCount}</Cell>
                <Cell>{u.paidSongs}</Cell>
                <Cell>{dollars(u.totalSpent)}</Cell>
                <Cell>{u.previewCredits}</Cell>
                <Cell>{shortDate(u.createdAt)}</Cell>
                <Cell>
                  <DeleteUser user={u} />
                </Cell>
              </tr>
            ))}
          </Table>
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
