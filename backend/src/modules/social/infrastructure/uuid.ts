const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from URLs are checked before they reach PostgreSQL (a malformed id is a 404, not a 500). */
export const isUuid = (value: string) => UUID.test(value);
