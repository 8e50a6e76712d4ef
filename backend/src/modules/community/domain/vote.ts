/**
 * One vote per suggestion per user, per email and per IP address (docs/product-decisions.md). A vote carries
 * every identity the voter has; it is refused when any of them already voted for the suggestion.
 * The database enforces the same rule with one unique index per identity, so two votes racing
 * in parallel cannot both count.
 */
export interface Voter {
  userId: string | null;
  email: string | null;
  ip: string;
}

export type VoterKey = { kind: 'user'; value: string } | { kind: 'email'; value: string } | { kind: 'ip'; value: string };

export function voter(input: { userId?: string | null; email?: string | null; ip?: string | null }): Voter {
  const email = input.email?.trim().toLowerCase() || null;
  return { userId: input.userId ?? null, email, ip: input.ip?.trim() || 'unknown' };
}

/** The identities a vote is counted under. */
export function voterKeys(v: Voter): VoterKey[] {
  return [
    ...(v.userId ? [{ kind: 'user' as const, value: v.userId }] : []),
    ...(v.email ? [{ kind: 'email' as const, value: v.email }] : []),
    { kind: 'ip', value: v.ip },
  ];
}

/** True when one of the voter's identities already voted (a previous vote's identities given). */
export function hasAlreadyVoted(v: Voter, previous: Voter[]): boolean {
  const keys = new Set(voterKeys(v).map((k) => `${k.kind}:${k.value}`));
  return previous.some((p) => voterKeys(p).some((k) => keys.has(`${k.kind}:${k.value}`)));
}
