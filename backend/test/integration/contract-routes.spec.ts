import { openApi } from '../support/contract';
import { appRoutes } from '../support/app-routes';
import { startTestApp, type TestApp } from '../support/test-app';

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

describe('openapi.yaml and the app agree', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  const documented = () =>
    Object.entries(openApi.paths)
      .flatMap(([path, item]) => Object.keys(item).filter((m) => METHODS.includes(m)).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();

  it('documents every route the app serves', () => {
    const missing = appRoutes(app.running.app).filter((route) => !documented().includes(route));
    expect(missing).toEqual([]);
  });

  it('serves every route it documents', () => {
    const routes = appRoutes(app.running.app);
    const notServed = documented().filter((route) => !routes.includes(route));
    expect(notServed).toEqual([]);
  });

  it('gives every operation a unique operationId', () => {
    const ids = Object.values(openApi.paths).flatMap((item) => Object.entries(item).filter(([m]) => METHODS.includes(m)).map(([, op]) => (op as { operationId?: string }).operationId));
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
