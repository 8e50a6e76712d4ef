import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { routes } from './app/router';

/** The markup of a page's first render (no data yet), for the server to send before the JavaScript runs. */
export function renderPage(path: string): string {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderToString(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}
