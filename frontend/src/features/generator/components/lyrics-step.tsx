import { useId } from 'react';
import type { Schema } from '@boogy/contracts';
import { DanceMoveList } from '@/components/songs/dance-move';
import { Button } from '@/components/ui/button';
import { MusicIcon } from '@/components/ui/icons';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { downloadText } from '@/lib/download-text';

export const VOCALS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'mixed', label: 'Mixed' },
] as const;
export type Vocal = (typeof VOCALS)[number]['value'];

interface LyricsStepProps {
  lyrics: string;
  onLyricsChange: (lyrics: string) => void;
  vocal: Vocal;
  onVocalChange: (vocal: Vocal) => void;
  onGenerate: () => void;
  onCopy: () => void;
  onStartAgain: () => void;
  busy: boolean;
  /** Each name's dance move, made with the lyrics (saved with the song). */
  danceMoves: readonly Schema<'DanceMove'>[];
}

/** Step 2: edit the lyrics, choose the voice, make the song. */
export function LyricsStep({ lyrics, onLyricsChange, vocal, onVocalChange, onGenerate, onCopy, onStartAgain, busy, danceMoves }: LyricsStepProps) {
  const id = useId();
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-lyrics`}>Your lyrics (edit anything you like)</Label>
        <Textarea id={`${id}-lyrics`} rows={14} value={lyrics} onChange={(e) => onLyricsChange(e.target.value)} className="font-mono text-sm" />
        <p className="text-sm text-ink-muted">Pro tip: keep one sung line per row and the [Chorus] headers where they are; names in capitals get sung with extra punch.</p>
      </div>
      <DanceMoveList moves={danceMoves} title="Your custom dance moves" />
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold">Vocal style</legend>
        <div className="flex flex-wrap gap-3" role="radiogroup">
          {VOCALS.map((v) => (
            <label key={v.value} className={`flex cursor-pointer items-center gap-2 rounded-full border px-4 py-2 ${vocal === v.value ? 'border-party-pink bg-party-pink/15' : 'border-line'}`}>
              <input type="radio" name={`${id}-vocal`} value={v.value} checked={vocal === v.value} onChange={() => onVocalChange(v.value)} className="accent-party-pink" />
              {v.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={onGenerate} disabled={busy}>
          {busy ? <Spinner label="Starting your song" className="h-5 w-5" /> : <MusicIcon className="h-5 w-5" />}
          Generate Song
        </Button>
        <Button variant="secondary" size="lg" onClick={onCopy}>
          Copy Lyrics
        </Button>
        <Button variant="secondary" size="lg" onClick={() => downloadText(lyrics, 'lyrics.txt')}>
          Download Lyrics
        </Button>
        <Button variant="ghost" size="lg" onClick={onStartAgain}>
          Start Again
        </Button>
      </div>
    </div>
  );
}
