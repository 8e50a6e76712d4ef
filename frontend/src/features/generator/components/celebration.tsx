const PIECES = Array.from({ length: 60 }, (_, i) => i);
const COLOURS = ['#ff4fa3', '#8b5cf6', '#facc15', '#22d3ee', '#fb7185'];

/** A 3-second confetti burst of 60 pieces, CSS only (hidden from assistive tech). */
export function Celebration() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden rounded-[2rem]">
      {PIECES.map((i) => (
        <span
          key={i}
          className="absolute top-0 block h-2 w-2 rounded-sm motion-safe:animate-[boogy-fall_3s_ease-in_forwards]"
          style={{ left: `${(i * 37) % 100}%`, backgroundColor: COLOURS[i % COLOURS.length], animationDelay: `${(i % 10) * 60}ms` }}
        />
      ))}
      <style>{'@keyframes boogy-fall { from { transform: translateY(-10px) rotate(0); opacity: 1 } to { transform: translateY(600px) rotate(540deg); opacity: 0 } }'}</style>
    </div>
  );
}
