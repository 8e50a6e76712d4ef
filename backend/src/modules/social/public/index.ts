// Social's public facade: the only import other contexts may use (use cases' read answers and types).
// Functions take the caller's EntityManager so they join the caller's transaction.
/** Whether a user holds a full share of a song, or `shareId` is a live full public link of it (catalog's paywall asks). */
export { holdsFullShare } from '../infrastructure/shares.repository';
export type { ShareKind } from '../domain/share-kind';
/** A live public link's preview card (names, style, event, cover) for its page's link-preview tags, through the QueryBus. */
export { GetShareCardQuery, type ShareCard } from '../application/queries/get-share-card/get-share-card.query';
