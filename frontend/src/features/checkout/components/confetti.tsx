import { useEffect, useState } from 'react';

export const CONFETTI_PARTICLES = 60;
export const CONFETTI_MS = 3000;
const COLOURS = ['#ff4fa3', '#8b5cf6', '#facc15', '#22d3ee', '#34d399', '#fb7185'];

/**
 * A 3-second burst of 60 confetti pieces from the moment it mounts (decorative: hidden from
 * assistive technology). Mount it again (or change its key) for another burst.
 */
export function Confetti() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), CONFETTI_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div aria-hidden="true" data-testid="confetti" className="pointer-events-none fixed inset-0 z-[60] overflow-hidden motion-reduce:hidden">
      {Array.from({ length: CONFETTI_PARTICLES }, (_, i) => (
        <span
          key={i}
          className="absolute top-[-5%] block h-3 w-2 rounded-sm"
          style={{
            left: `${(i * 97) % 100}%`,
            backgroundColor: COLOURS[i % COLOURS.length],
            animation: `boogy-confetti-fall ${1.6 + ((i * 37) % 14) / 10}s ease-in ${((i * 53) % 10) / 10}s forwards`,
            transform: `rotate(${(i * 47) % 360}deg)`,
          }}
        />
      ))}
      <style>{`@keyframes boogy-confetti-fall { to { transform: translateY(110vh) rotate(720deg); opacity: 0.2; } }`}</style>
    </div>
  );
}
