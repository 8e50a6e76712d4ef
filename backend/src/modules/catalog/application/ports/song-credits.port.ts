/**
 * A signed-in maker's song credits (checkout keeps the ledger): making a song spends one, in the
 * open unit of work, so no song exists without its spend and nothing is spent for a song not made.
 */
export abstract class SongCredits {
  /** Spends one credit for this song (idempotent per song); throws checkout's no-credits error (402) when none is left. */
  abstract spendFor(userId: string, songId: string): Promise<void>;
}
