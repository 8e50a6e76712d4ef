import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createAppRouter, type AppRouter } from './router';

export function App({ router: given }: { router?: AppRouter }) {
  // One router for the app's lifetime (created on mount unless the entry made it, not at import time).
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
