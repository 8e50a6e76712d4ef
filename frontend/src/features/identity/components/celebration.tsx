import { useMemo } from 'react';

const COLOURS = ['#f472b6', '#a78bfa', '#facc15', '#34d399', '#60a5fa', '#fb7185'];
const PARTICLES = 60;
export const CELEBRATION_MS = 3000;

/** Confetti over its container for 3 seconds (60 particles); hidden from assistive tech and reduced-motion users. */
export function Celebration({ children }: { children?: React.ReactNode }) {
  const pieces = useMemo(
    () =>
      Array.from({ length: PARTICLES }, (_, i) => ({
        left: (i * 37) % 100,
        delay: (i % 12) * 0.08,
        duration: 1.6 + ((i * 7) % 10) / 10,
        colour: COLOURS[i % COLOURS.length],
        rotate: (i * 53) % 360,
      })),
    [],
  );
  return (
    <div className="relative overflow-hidden rounded-2xl py-10 text-center">
      <style>{`@keyframes boogy-confetti{0%{transform:translateY(-20px) rotate(0);opacity:1}100%{transform:translateY(320px) rotate(540deg);opacity:0}}
@media (prefers-reduced-motion: reduce){.boogy-confetti{display:none}}`}</style>
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        {pieces.map((p, i) => (
          <span
            key={i}
            className="boogy-confetti absolute top-0 block h-2.5 w-1.5 rounded-sm"
            style={{
              left: `${p.left}%`,
              background: p.colour,
              transform: `rotate(${p.rotate}deg)`,
              animation: `boogy-confetti ${p.duration}s ease-in ${p.delay}s forwards`,
            }}
          />
        ))}
      </div>
      <div className="relative">{children}</div>
    </div>
  );
}
