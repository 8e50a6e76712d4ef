/**
 * The application's one way to make several changes atomic. `run` opens a transaction, or joins the
 * one the caller already holds (a facade called by another context's handler, an integration event
 * handler inside its inbox transaction), and commits when the outermost `work` resolves. Repositories
 * find the open transaction themselves, so ports carry domain types and ids only.
 *
 * Row locks taken inside `work` (a repository's "under lock" methods) are held until that commit.
 */
export abstract class UnitOfWork {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
