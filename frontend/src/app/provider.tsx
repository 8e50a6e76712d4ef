import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Toaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';

/** App-wide providers: the root error boundary, the query cache (the app's own unless a server render passes one) and the toast viewport. */
export function AppProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <ErrorBoundary fullScreen>
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
