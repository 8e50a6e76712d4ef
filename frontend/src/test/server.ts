import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { helpFacts } from './fixtures';

/**
 * The API as the unit tests see it. Only app-wide reads have a default answer; each test adds the
 * answers it is about with `server.use(...)`, and any other request fails (see setup.ts).
 */
export const server = setupServer(http.get('/api/help/facts', () => HttpResponse.json(helpFacts())));
