import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Toaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';

/** App-wide providers: the root error boundary, the query cache and the toast viewport. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fullScreen>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
