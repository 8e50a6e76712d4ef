// Social's public facade: the only import other contexts may use (its queries, the questions it asks
// other contexts, and plain types). Other contexts execute these through the QueryBus.
/** Whether a user holds a full share of a song, or a share id is a live full public link of it (catalog's paywall asks). */
export { HoldsFullShareQuery } from '../application/queries/holds-full-share/holds-full-share.query';
/** Social asks the catalog for the facts it shows of shared songs; the catalog handles this query. */
export { FindSongsForSharingQuery, type SongFacts as SongForSharing, type SongTrackFacts as SharedTrackFacts } from '../application/ports/catalog.port';
export type { ShareKind } from '../domain/share-kind';
/** A live public link's preview card (names, style, event, cover) for its page's link-preview tags, through the QueryBus. */
export { GetShareCardQuery, type ShareCard } from '../application/queries/get-share-card/get-share-card.query';
/** A public link's song as its visitor sees it (GET /api/shares/{shareId}): the site renders the share page's first screen with it. */
export { GetPublicShareQuery } from '../application/queries/get-public-share/get-public-share.query';
