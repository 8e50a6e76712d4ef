import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';

/** POST /api/logout: the server destroys the session (204). */
export async function logout(): Promise<void> {
  await api.POST('/api/logout');
}

/** Signs out, then (spec) clears every cached query and reloads the page. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.clear();
      window.location.reload();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Logout Error', description: error.message });
    },
  });
}
