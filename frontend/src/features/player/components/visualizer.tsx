const BARS = [0, 1, 2, 3, 4, 5, 6];

/** Bouncing bars while a paid song plays (decorative). */
export function Visualizer() {
  return (
    <span aria-hidden="true" className="flex h-6 items-end gap-0.5" data-testid="visualizer">
      {BARS.map((i) => (
        <span key={i} className="w-1 rounded-sm bg-party-gold motion-safe:animate-[boogy-bar_0.9s_ease-in-out_infinite]" style={{ height: '100%', animationDelay: `${i * 110}ms` }} />
      ))}
      <style>{'@keyframes boogy-bar { 0%, 100% { transform: scaleY(0.25) } 50% { transform: scaleY(1) } } [data-testid=visualizer] > span { transform-origin: bottom }'}</style>
    </span>
  );
}
