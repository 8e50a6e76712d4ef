import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import HomeRoute from './routes/home/home-route';
import { PageLoading } from './routes/page-loading';
import { RootLayout } from './routes/root-layout';
import { RootRouteError, RouteError } from './routes/route-error';

/**
 * Code-splits a page: its module's default export becomes the route component.
 * If the chunk cannot load (offline, or a new deploy removed it), the page renders a component
 * that rethrows the error, so the route's error boundary shows the reload panel. (React Router
 * silently drops a rejected `lazy` on routes without a loader and renders an empty page.)
 */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => {
  try {
    return { Component: (await load()).default };
  } catch (error) {
    return { Component: pageThatFailedToLoad(error) };
  }
};

function pageThatFailedToLoad(error: unknown): ComponentType {
  return function PageLoadError() {
    throw error;
  };
}

/** Every page gets its own error boundary, rendered inside the layout. */
const withErrorBoundary = (route: RouteObject): RouteObject => ({ ...route, errorElement: <RouteError /> });

const pages: RouteObject[] = [
  // The landing page is part of the entry: its first render needs no second request (and matches
  // the markup the server sends for /, so nothing moves when the app takes over).
  { index: true, Component: HomeRoute },
  { path: 'about', lazy: page(() => import('./routes/about/about-route')) },
  { path: 'suggestions', lazy: page(() => import('./routes/suggestions/suggestions-route')) },
  { path: 'help', lazy: page(() => import('./routes/help/help-route')) },
  { path: 'admin', lazy: page(() => import('./routes/admin/admin-route')) },
  { path: 'account', lazy: page(() => import('./routes/account/account-route')) },
  { path: 'earnings', lazy: page(() => import('./routes/earnings/earnings-route')) },
  { path: 'jukebox', lazy: page(() => import('./routes/jukebox/jukebox-route')) },
  { path: 'shared-songs', lazy: page(() => import('./routes/shared-songs/shared-songs-route')) },
  { path: 'friends', lazy: page(() => import('./routes/friends/friends-route')) },
  {
    path: 'reset-password',
    // The reset link carries ?token=…; without one there is nothing to reset (spec).
    loader: ({ request }) => (new URL(request.url).searchParams.get('token') ? null : redirect(paths.account)),
    lazy: page(() => import('./routes/reset-password/reset-password-route')),
  },
  {
    path: 'sign-in-link',
    loader: ({ request }) => (new URL(request.url).searchParams.get('token') ? null : redirect(paths.account)),
    lazy: page(() => import('./routes/sign-in-link/sign-in-link-route')),
  },
  { path: 'shared/:shareId', lazy: page(() => import('./routes/shared/shared-song-route')) },
  {
    path: 'shares/:shareId',
    loader: ({ params }) => redirect(paths.shared(params.shareId ?? '')),
  },
  { path: 'friend/:slug', lazy: page(() => import('./routes/invitation/invitation-route')) },
  // /{slug}: an invitation unless the segment is reserved or not slug-shaped (then 404).
  { path: ':slug', lazy: page(() => import('./routes/invitation/slug-route')) },
  { path: '*', lazy: page(() => import('./routes/not-found/not-found-route')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RootRouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: pages.map(withErrorBoundary),
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the first page's code (a lazily loaded route), so the first render is that page and not the loading screen. */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
