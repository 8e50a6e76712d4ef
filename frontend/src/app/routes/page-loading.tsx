import { Spinner } from '@/components/ui/spinner';

/** Shown on the very first load while the requested page's code arrives. */
export function PageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-night">
      <Spinner label="Loading Boogy" />
    </div>
  );
}
