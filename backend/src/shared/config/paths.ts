import { resolve } from 'node:path';

/** The repository root: this file sits at backend/{src,dist}/shared/config/. */
export const REPO_ROOT = resolve(__dirname, '../../../..');
export const BACKEND_ROOT = resolve(REPO_ROOT, 'backend');
export const FRONTEND_DIST = resolve(REPO_ROOT, 'frontend/dist');
export const OPENAPI_PATH = resolve(REPO_ROOT, 'openapi.yaml');
