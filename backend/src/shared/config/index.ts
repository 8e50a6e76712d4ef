export * from './config.schema';
export * from './load-config';
export const APP_CONFIG = Symbol('APP_CONFIG');
export * from './paths';
export * from './local-session-secret';
