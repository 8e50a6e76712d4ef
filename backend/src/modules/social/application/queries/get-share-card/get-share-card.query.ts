import { Query } from '@nestjs/cqrs';

/** What a link preview (a chat app's card, a search result) shows for a public share link. */
export interface ShareCard {
  shareId: string;
  song: {
    title: string;
    names: string[];
    style: string;
    isBirthday: boolean;
    isWedding: boolean;
  };
  /** The first track's cover, a path on this site; null until rendered. */
  coverPath: string | null;
  sharedByFirstName: string;
  /** The song's karaoke video as this link shows it (a path on this site), once made; vertical 1080×1920 MP4. */
  video: { path: string; width: number; height: number } | null;
}

/** The facts of a live public share link for its page's preview card; null for an unknown, expired or deactivated one. */
export class GetShareCardQuery extends Query<ShareCard | null> {
  constructor(readonly shareId: string) {
    super();
  }
}
