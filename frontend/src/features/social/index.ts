// The social feature's public surface for routes.
export { FriendsPage } from './components/friends-page';
export { SharedSongsList, SharedWithYouCard } from './components/shared-songs-list';
export { ShareSongButton } from './components/share-song-button';
export { ShareSongModal, type ShareableSong } from './components/share-song-modal';
export { usePublicShare, type PublicShare } from './api/sharing';
export { useUnreadSharedCount } from './api/shared-songs';
