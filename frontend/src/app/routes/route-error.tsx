import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { describeError, ErrorFallback } from '@/components/errors/error-fallback';

function describeRouteError(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status}: ${error.statusText}`;
  return describeError(error);
}

/** A page failed (render error, or its code could not load): shown inside the layout. */
export function RouteError() {
  const error = useRouteError();
  console.error('Route error', error);
  return <ErrorFallback detail={describeRouteError(error)} />;
}

/** The layout itself failed: nothing else can render, so take the whole screen. */
export function RootRouteError() {
  const error = useRouteError();
  console.error('Root route error', error);
  return <ErrorFallback detail={describeRouteError(error)} fullScreen />;
}
