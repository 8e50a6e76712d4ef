import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';

/** POST /api/logout (not in openapi.yaml yet: move onto the typed client when it lands). */
export async function logout(): Promise<void> {
  await apiFetch('/api/logout', { method: 'POST' });
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
