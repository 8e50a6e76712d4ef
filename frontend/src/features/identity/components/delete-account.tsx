import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { ChevronDownIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useDeactivateAccount } from '../api/account';
import { CURRENT_USER_KEY } from '../api/current-user';
import { serverMessage } from '@/lib/api-error';

const REDIRECT_DELAY_MS = 2000;

/** Settings menu → Delete Account → confirm → toast, then home after 2 seconds. */
export function AccountSettingsMenu() {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeactivateAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const deleteAccount = async () => {
    try {
      const { message } = await remove.mutateAsync();
      setConfirming(false);
      toast({ title: 'Account Deleted', description: message });
      setTimeout(() => {
        queryClient.clear();
        queryClient.setQueryData(CURRENT_USER_KEY, null);
        void navigate(paths.home);
      }, REDIRECT_DELAY_MS);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Delete Failed', description: serverMessage(error, 'Something went wrong. Please try again.') });
    }
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary" size="sm">
            Settings
            <ChevronDownIcon className="h-4 w-4" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem className="text-red-300" onSelect={() => setConfirming(true)}>
            Delete Account
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>You'll be signed out everywhere and won't be able to sign in again with this account.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep my account
            </Button>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => void deleteAccount()}>
              {remove.isPending ? 'Deleting…' : 'Delete Account'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
