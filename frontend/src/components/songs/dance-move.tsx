import type { Schema } from '@boogy/contracts';
import { cn } from '@/lib/cn';

type DanceMove = Schema<'DanceMove'>;

/** A name's dance move: its name and how it goes (the pricing card promises "custom dance moves"). */
export function DanceMoveText({ move, className }: { move: DanceMove; className?: string }) {
  return (
    <span className={cn('text-sm', className)} data-testid="dance-move">
      <span className="font-semibold text-party-gold">{move.move}</span>
      {move.description && <span className="text-ink-muted"> · {move.description}</span>}
    </span>
  );
}

/** Every name's dance move, as a list (the lyrics step and the shared songs). */
export function DanceMoveList({ moves, title = 'Dance moves', className }: { moves: readonly DanceMove[]; title?: string; className?: string }) {
  if (moves.length === 0) return null;
  return (
    <section aria-label={title} className={cn('rounded-2xl border border-line bg-night/40 p-4', className)} data-testid="dance-moves">
      <h3 className="mb-2 font-display font-bold">{title}</h3>
      <ul className="grid gap-1.5">
        {moves.map((m, i) => (
          <li key={`${m.name}-${i}`}>
            <span className="font-semibold">{m.name}</span>: <DanceMoveText move={m} />
          </li>
        ))}
      </ul>
    </section>
  );
}
