/** Injection tokens of values made before Nest starts (see bootstrap). */
export const APP_LOGGER = Symbol('APP_LOGGER');
export const DATABASE_URL = Symbol('DATABASE_URL');
