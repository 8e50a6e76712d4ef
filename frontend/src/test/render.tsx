import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';

/** Shows where the app navigated to, so a test can assert on it as a user sees the next page. */
function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{location.pathname + location.search}</output>;
}

/**
 * Renders a screen part with what the app gives it: a fresh query cache (the app's defaults), a
 * router at `path`, and the toast viewport. `user` types and clicks like a person.
 */
export function renderWithApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={children} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>
  );
  return { user: userEvent.setup({ delay: null }), queryClient, ...render(ui, { wrapper }) };
}
