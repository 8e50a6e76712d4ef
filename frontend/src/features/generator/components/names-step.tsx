import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SparklesIcon } from '@/components/ui/icons';
import { fieldClasses } from '@/components/ui/input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { STYLE_LABELS, type SongStyle } from '@/config/song-styles';
import { MAX_NAMES, splitNames } from '../lib/names';
import { NamePronunciations } from './name-pronunciations';

export const STYLES = (Object.entries(STYLE_LABELS) as [Style, string][]).map(([value, label]) => ({ value, label }));
export type Style = SongStyle;

export const EVENTS = [
  { value: 'party', label: 'Dance Party' },
  { value: 'birthday', label: 'Birthday Party' },
  { value: 'wedding', label: 'Wedding' },
] as const;
export type EventKind = (typeof EVENTS)[number]['value'];

export interface NamesForm {
  namesText: string;
  style: Style;
  event: EventKind;
  birthdayPerson: string;
  bride: string;
  groom: string;
  /** "Sounds like" spellings by name as written (optional). */
  soundsLike: Record<string, string>;
}

interface NamesStepProps {
  form: NamesForm;
  onChange: (form: NamesForm) => void;
  onSubmit: () => void;
  busy: boolean;
  samplesLeft?: number;
  /** Why a signed-in user's line counts sample credits. */
  creditsNote?: string;
  isSignedIn: boolean;
  /** Rendered for guests only, under the free-previews line. */
  guestActions?: ReactNode;
  /** The voice "hear it" sings with (the song's vocal choice). */
  voice: 'female' | 'male';
}

/** Step 1: who is in the song, the style and the occasion. */
export function NamesStep({ form, onChange, onSubmit, busy, samplesLeft, isSignedIn, creditsNote, guestActions, voice }: NamesStepProps) {
  const id = useId();
  const names = splitNames(form.namesText);
  const count = names.length;
  const set = (patch: Partial<NamesForm>) => onChange({ ...form, ...patch });
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={submit} className="grid gap-6" aria-label="Song details">
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-4">
          <Label htmlFor={`${id}-names`}>Party guests' names</Label>
          <span className={count > MAX_NAMES ? 'text-sm font-semibold text-danger' : 'text-sm text-ink-muted'} aria-live="polite" data-testid="name-count">
            {count} {count === 1 ? 'name' : 'names'} · Max {MAX_NAMES}
          </span>
        </div>
        <Textarea
          id={`${id}-names`}
          rows={3}
          placeholder="Alice, Bob, Cara, Dev"
          value={form.namesText}
          onChange={(e) => set({ namesText: e.target.value })}
        />
        <p className="text-sm text-ink-muted">Separate names with commas. Under 7 names get repeated; over 20 means make 2 songs.</p>
      </div>

      {count > 0 && count <= MAX_NAMES && (
        <NamePronunciations names={[...new Set(names)]} soundsLike={form.soundsLike} onChange={(soundsLike) => set({ soundsLike })} voice={voice} />
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField id={`${id}-style`} label="Music style" choices={STYLES} value={form.style} onChange={(style) => set({ style })} />
        <ChoiceField id={`${id}-event`} label="Event" choices={EVENTS} value={form.event} onChange={(event) => set({ event })} />
      </div>

      {form.event === 'birthday' && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-birthday`}>Birthday person (optional)</Label>
          <Input id={`${id}-birthday`} maxLength={40} value={form.birthdayPerson} onChange={(e) => set({ birthdayPerson: e.target.value })} />
        </div>
      )}
      {form.event === 'wedding' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-bride`}>First newlywed (optional)</Label>
            <Input id={`${id}-bride`} maxLength={40} value={form.bride} onChange={(e) => set({ bride: e.target.value })} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-groom`}>Second newlywed (optional)</Label>
            <Input id={`${id}-groom`} maxLength={40} value={form.groom} onChange={(e) => set({ groom: e.target.value })} />
          </div>
        </div>
      )}

      <details className="rounded-2xl border border-line bg-surface-raised/60 p-4">
        <summary className="cursor-pointer font-semibold">Pro Tips</summary>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink-muted">
          <li>Use the names people are called on the dance floor: nicknames work great.</li>
          <li>Between 7 and 20 names gives everyone their moment; fewer names get repeated.</li>
          <li>Pick the event so the lyrics fit the party: birthdays and weddings get their own lines.</li>
          <li>You can edit every word of the lyrics before the music is made.</li>
        </ul>
      </details>

      <div className="flex flex-col items-center gap-3">
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? <Spinner label="Writing your lyrics" className="h-5 w-5" /> : <SparklesIcon className="h-5 w-5" />}
          {busy ? 'Writing lyrics…' : 'Generate Lyrics'}
        </Button>
        <p className="text-sm font-semibold text-party-gold">FREE Lyrics Generation</p>
        {samplesLeft !== undefined && (
          <p className="text-sm text-ink-muted" data-testid="samples-left">
            {isSignedIn ? `${samplesLeft} sample ${samplesLeft === 1 ? 'credit' : 'credits'} left` : `${samplesLeft} free ${samplesLeft === 1 ? 'preview' : 'previews'} left`}
          </p>
        )}
        {isSignedIn && creditsNote && (
          <p className="max-w-md text-center text-xs text-ink-muted" data-testid="credits-note">
            {creditsNote}
          </p>
        )}
        {!isSignedIn && guestActions}
      </div>
    </form>
  );
}

/** A labelled native select of one of the step's choices (the style, the occasion). */
function ChoiceField<V extends string>({ id, label, choices, value, onChange }: { id: string; label: string; choices: readonly { value: V; label: string }[]; value: V; onChange: (value: V) => void }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={`${fieldClasses} h-11`} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
