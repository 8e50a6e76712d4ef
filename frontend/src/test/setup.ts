import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { server } from './server';

// The app calls its API with relative paths ('/api/…'), as a browser resolves them against the
// page. Node's Request does not, so resolve them against the test page's address here.
// (Pure-logic files run in Node without a page: `// @vitest-environment node`.)
const inPage = typeof window !== 'undefined';
const NodeRequest = globalThis.Request;
if (inPage) {
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.href) : input, init);
    }
  };
}

// findBy…/waitFor wait on the page's state; the shared machines are busy, so their deadline is generous.
configure({ asyncUtilTimeout: 10_000 });

// A request no test answered fails the test, rather than reaching the network. Listening starts
// here, before any test file imports the app's API client, which keeps the fetch it found then.
server.listen({ onUnhandledFrame: 'error' });
afterEach(() => {
  server.resetHandlers();
  if (!inPage) return;
  cleanup();
  localStorage.clear();
  // Toasts live in a module-wide store: one test's toast must not show in the next test's page.
  dismissToast();
});
afterAll(() => server.close());
