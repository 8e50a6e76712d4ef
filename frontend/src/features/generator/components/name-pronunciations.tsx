import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-error';
import { pronounceName } from '../api/pronounce-name';

interface NamePronunciationsProps {
  names: readonly string[];
  /** "Sounds like" spellings by name as written. */
  soundsLike: Readonly<Record<string, string>>;
  onChange: (soundsLike: Record<string, string>) => void;
  voice: 'female' | 'male';
}

/**
 * "Sounds like" spellings: the voice sings the spelling, the lyrics show the name as written.
 * "Hear it" plays the song's voice singing the name (with the spelling when one is typed).
 */
export function NamePronunciations({ names, soundsLike, onChange, voice }: NamePronunciationsProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const urlRef = useRef<string | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  const hear = async (name: string) => {
    setLoading(name);
    try {
      const spelling = soundsLike[name]?.trim();
      const clip = await pronounceName({ name, voice, ...(spelling ? { soundsLike: spelling } : {}) });
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      urlRef.current = URL.createObjectURL(clip);
      const audio = audioRef.current;
      if (!audio) return;
      audio.src = urlRef.current;
      audio.dataset.name = name;
      await audio.play().catch(() => undefined); // autoplay may be refused: the clip stays loaded
    } catch (error) {
      toast({ variant: 'destructive', title: "Couldn't play that name", description: serverMessage(error, 'Please try again in a moment.') });
    } finally {
      setLoading(null);
    }
  };

  return (
    <details className="rounded-2xl border border-line bg-surface-raised/60 p-4" data-testid="name-pronunciations">
      <summary className="cursor-pointer font-semibold">Pronunciation (optional)</summary>
      <p className="mt-2 text-sm text-ink-muted">Spell a name the way it sounds (for Siobhan, type “shi-vawn”). The lyrics keep the name as written.</p>
      <ul className="mt-3 grid gap-2">
        {names.map((name) => (
          // On a phone the field takes a whole row under the name and its button, so it keeps room for what is typed.
          <li key={name} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 sm:grid-cols-[7rem_minmax(0,1fr)_auto]">
            <span className="order-1 truncate font-medium" title={name}>
              {name}
            </span>
            <Input
              className="order-3 col-span-2 sm:order-2 sm:col-span-1"
              aria-label={`${name} sounds like`}
              placeholder="sounds like…"
              maxLength={60}
              value={soundsLike[name] ?? ''}
              onChange={(e) => onChange({ ...soundsLike, [name]: e.target.value })}
            />
            <Button type="button" variant="outline" size="sm" className="order-2 sm:order-3" aria-label={`Hear ${name}`} disabled={loading !== null} onClick={() => void hear(name)}>
              {loading === name ? <Spinner label={`Singing ${name}`} className="h-4 w-4" /> : 'Hear it'}
            </Button>
          </li>
        ))}
      </ul>
      <audio ref={audioRef} data-testid="name-audio" preload="auto" className="hidden" />
    </details>
  );
}
