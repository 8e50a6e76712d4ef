/**
 * Checks beside the database and the job queue that /api/ready runs (for example the media store).
 * A context registers its own at start-up; each check answers within a few seconds or counts as down.
 */
export class ReadinessChecks {
  private readonly checks = new Map<string, () => Promise<boolean>>();
  /** Set once SIGTERM arrives: the process finishes its work but takes no new traffic. */
  draining = false;

  add(name: string, check: () => Promise<boolean>): void {
    this.checks.set(name, check);
  }

  async run(timeoutMs = 5_000): Promise<Record<string, boolean>> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, timeoutMs, false).unref());
        const up = await Promise.race([check().catch(() => false), timeout]);
        return [name, up] as const;
      }),
    );
    return Object.fromEntries(entries);
  }
}
