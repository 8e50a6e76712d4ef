/**
 * The link a party screen's QR code carries. The song's signed-in owner gets a public preview link
 * made through the share-link API (guests at the party hear the preview and can make their own);
 * a visitor of a public share link shows that link; anyone else the song's preview link.
 */
export function partyShareUrl({ songId, ownerSignedIn, shareId }: { songId: string; ownerSignedIn: boolean; shareId?: string }): () => Promise<string> {
  return async () => {
    const origin = window.location.origin;
    if (shareId) return `${origin}/shared/${encodeURIComponent(shareId)}`;
    if (ownerSignedIn) {
      // Loaded on demand: the home page's first load stays small.
      const { createShareLink } = await import('@/features/social/api/sharing');
      return (await createShareLink(songId, 'preview')).shareUrl;
    }
    return `${origin}/?preview=${encodeURIComponent(songId)}`;
  };
}
