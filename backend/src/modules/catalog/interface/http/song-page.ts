import { decodeCursor } from '../../../../shared/ddd';
import type { PageQuery } from '../../../../shared/http/page-query';
import { SONG_PAGE_DEFAULT_LIMIT } from '../../application/queries/song-reads/song-reads.queries';

export interface SongPage {
  limit: number;
  cursor: string | null;
}

/** The validated `?limit=&cursor=` of the song lists, with the contract's default limit. */
export const songPage = (query: PageQuery): SongPage => ({ limit: query.limit ?? SONG_PAGE_DEFAULT_LIMIT, cursor: query.cursor ?? null });

/** The fast lane's reading of the same parameters: null for anything else, so the controller answers it (its 400s included). */
export function lanePage(query: URLSearchParams): SongPage | null {
  let limit = SONG_PAGE_DEFAULT_LIMIT;
  let cursor: string | null = null;
  for (const [name, value] of query) {
    if (name === 'limit' && /^[1-9]\d{0,2}$/.test(value) && Number(value) <= 100) limit = Number(value);
    else if (name === 'cursor' && value.length <= 200 && isCursor(value)) cursor = value;
    else return null;
  }
  return { limit, cursor };
}

function isCursor(value: string): boolean {
  try {
    decodeCursor(value);
    return true;
  } catch {
    return false;
  }
}
