import type { Schema } from '@boogy/contracts';
import { LYRICS_REQUIRED } from '@boogy/contracts/song-lyrics';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { isApiError, serverCode, serverMessage } from '@/lib/api-error';
import { createSong } from '../api/create-song';
import { useGenerateLyrics, type GeneratedLyrics } from '../api/generate-lyrics';
import { generateMusic } from '../api/generate-music';
import type { MusicStatus } from '../api/music-status';
import { guestSamplesQueryOptions, useSamplesLeft, userCreditsQueryOptions } from '../api/sample-allowance';
import { guestSongsQueryOptions, type GuestSong } from '../api/guest-songs';
import { useGenerationProgress } from '../hooks/use-generation-progress';
import { useMusicPolling } from '../hooks/use-music-polling';
import { copyText } from '@/lib/clipboard';
import { namesProblem, splitNames } from '../lib/names';
import { Celebration } from './celebration';
import { FinishingFullTrack } from './finishing-full-track';
import { LyricsStep, type Vocal } from './lyrics-step';
import { NamesStep, type NamesForm } from './names-step';

export type GeneratedSong = Schema<'Song'>;

export interface SongSlotProps {
  song: GeneratedSong;
  /** 0–100: the generation progress bar while no audio has arrived. */
  progress: number;
  /** Whether the player may show audio yet. */
  hasAudio: boolean;
}

export interface SongGeneratorProps {
  isSignedIn: boolean;
  /** The player panel for the new song (composed by the route from the player and karaoke features). */
  renderSong: (props: SongSlotProps) => ReactNode;
  /** A guest has no free samples left: open the email-capture dialog. */
  onSamplesExhausted?: () => void;
  /** A signed-in user has no sample credits left (e.g. open the sample pack offer). */
  onCreditsExhausted?: () => void;
  /** Under a signed-in user's credits line: why it counts credits (a guest who just signed up or paid sees it change). */
  creditsNote?: string;
  /** Shown under a guest's free-previews line, e.g. the route's sign-in / create-account links. */
  guestActions?: ReactNode;
  /**
   * A guest's song to show again (after a reload, or picked from "Your songs today"): the generator
   * opens on its tracks, following the render if it is still being made. A new `nonce` reopens it.
   */
  resume?: { song: GuestSong; nonce: number } | null;
  /** The song on show changed (made, resumed, or cleared by Start Again). */
  onSongShown?: (songId: string | null) => void;
}

const INITIAL_FORM: NamesForm = { namesText: '', style: 'hip-hop', event: 'party', birthdayPerson: '', bride: '', groom: '', soundsLike: {} };

/** The typed "sounds like" spellings of the current names (blank ones left out). */
const pronunciationsOf = (names: readonly string[], soundsLike: Record<string, string>) =>
  names.map((name) => ({ name, soundsLike: soundsLike[name]?.trim() ?? '' })).filter((p) => p.soundsLike !== '');
const STEP_ANCHOR = 'song-generator';

const STEP_LABELS = ['Names', 'Lyrics', 'Dance Tracks'] as const;

/** The three-step home generator: names → lyrics → dance tracks. */
export function SongGenerator({ isSignedIn, creditsNote, renderSong, onSamplesExhausted, onCreditsExhausted, guestActions, resume, onSongShown }: SongGeneratorProps) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [form, setForm] = useState<NamesForm>(INITIAL_FORM);
  const [composed, setComposed] = useState<GeneratedLyrics | null>(null);
  const [lyrics, setLyrics] = useState('');
  const [vocal, setVocal] = useState<Vocal>('male');
  const [song, setSong] = useState<GeneratedSong | null>(null);
  const [taskId, setTaskId] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  /** The server's render progress (0–100), which goes on after the previews while the full tracks render. */
  const [renderProgress, setRenderProgress] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [celebrating, setCelebrating] = useState(false);
  const lyricsMutation = useGenerateLyrics();
  const samplesLeft = useSamplesLeft(isSignedIn);
  const topRef = useRef<HTMLDivElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  const hasAudio = Boolean(song?.allTracks.some((t) => t.audioUrl));
  const progress = useGenerationProgress(startedAt, hasAudio);

  // Reopening a guest's song: state adjusted while rendering, once per request (a new nonce).
  const [resumedNonce, setResumedNonce] = useState<number | null>(null);
  if (resume && resume.nonce !== resumedNonce) {
    const { song: again } = resume;
    const rendering = again.status === 'pending' || again.status === 'processing';
    setResumedNonce(resume.nonce);
    setSong(again);
    setLyrics(again.lyrics);
    setTaskId(rendering ? again.taskId : null);
    setRenderProgress(0);
    setStartedAt(rendering ? Date.parse(again.createdAt) : null);
    setStep(3);
  }

  const shownId = song?.id ?? null;
  useEffect(() => onSongShown?.(shownId), [shownId, onSongShown]);

  // After each step change, focus lands on the new step's heading, not on the page body.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeadingRef.current?.focus({ preventScroll: true });
  }, [step]);

  useEffect(() => {
    if (!celebrating) return;
    const id = setTimeout(() => setCelebrating(false), 3000);
    return () => clearTimeout(id);
  }, [celebrating]);

  const withTracks = (status: MusicStatus) =>
    setSong((current) => {
      if (!current || status.tracks.length === 0) return current;
      const [first] = status.tracks;
      return { ...current, status: status.status, allTracks: status.tracks, audioUrl: first?.audioUrl ?? null, previewUrl: first?.previewUrl ?? null, imageUrl: first?.imageUrl ?? null };
    });

  useMusicPolling(taskId, {
    onStatus: (status) => {
      setRenderProgress(status.progress);
      withTracks(status);
    },
    onCompleted: (status) => {
      setTaskId(null);
      withTracks(status);
      if (!isSignedIn) void queryClient.invalidateQueries({ queryKey: guestSongsQueryOptions().queryKey });
      toast({ title: '🎉 Your Dance Tracks are Ready!', description: `${status.tracks.length} ${status.tracks.length === 1 ? 'track' : 'tracks'} created. Press play to hear your preview.` });
      setCelebrating(true);
    },
    onFailed: (message) => {
      setTaskId(null);
      toast({ variant: 'destructive', title: 'Music Generation Failed', description: message });
      setStep(2);
    },
  });

  const scrollToTop = () => topRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  const submitNames = () => {
    const names = splitNames(form.namesText);
    const problem = namesProblem(names);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    lyricsMutation.mutate(
      {
        names,
        style: form.style,
        isBirthday: form.event === 'birthday',
        birthdayPerson: form.event === 'birthday' ? form.birthdayPerson.trim() || null : null,
        isWedding: form.event === 'wedding',
        bride: form.event === 'wedding' ? form.bride.trim() || null : null,
        groom: form.event === 'wedding' ? form.groom.trim() || null : null,
      },
      {
        onSuccess: (result) => {
          setComposed(result);
          setLyrics(result.lyrics);
          setStep(2);
          scrollToTop();
        },
        onError: (error) => {
          toast({ variant: 'destructive', title: 'Generation Failed', description: isApiError(error, 400) ? serverMessage(error, 'Failed to generate lyrics. Please try again.') : 'Failed to generate lyrics. Please try again.' });
          setStep(1);
        },
      },
    );
  };

  const generateSong = async () => {
    if (!lyrics.trim()) {
      toast({ variant: 'destructive', ...LYRICS_REQUIRED });
      return;
    }
    setSubmitting(true);
    try {
      const names = splitNames(form.namesText);
      const created = await createSong({
        names,
        lyrics,
        danceMoves: composed?.danceMoves ?? [],
        pronunciations: pronunciationsOf(names, form.soundsLike),
        style: form.style,
        vocalGender: vocal,
        isBirthday: form.event === 'birthday',
        birthdayPerson: form.event === 'birthday' ? form.birthdayPerson.trim() || null : null,
        isWedding: form.event === 'wedding',
        bride: form.event === 'wedding' ? form.bride.trim() || null : null,
        groom: form.event === 'wedding' ? form.groom.trim() || null : null,
      });
      void queryClient.invalidateQueries({ queryKey: isSignedIn ? userCreditsQueryOptions().queryKey : guestSamplesQueryOptions().queryKey });
      const task = await generateMusic({ songId: created.id, lyrics, vocalGender: vocal, style: form.style });
      setSong(created.song);
      setTaskId(task.taskId);
      setRenderProgress(0);
      if (!isSignedIn) void queryClient.invalidateQueries({ queryKey: guestSongsQueryOptions().queryKey });
      setStartedAt(Date.now());
      setStep(3);
      scrollToTop();
    } catch (error) {
      if (isApiError(error, 402)) {
        const code = serverCode(error);
        toast({ variant: 'destructive', title: 'No Free Previews Left', description: serverMessage(error, 'You have no samples left.') });
        if (code === 'guest_samples_exhausted') onSamplesExhausted?.();
        else onCreditsExhausted?.();
      } else {
        toast({ variant: 'destructive', title: 'Music Generation Failed', description: 'Failed to generate music. Please try again.' });
      }
      setStep(2);
    } finally {
      setSubmitting(false);
    }
  };

  const copyLyrics = async () => {
    if (await copyText(lyrics)) toast({ title: 'Copied!', description: 'Lyrics copied to clipboard' });
    else toast({ variant: 'destructive', title: 'Copy Failed', description: 'Failed to copy lyrics to clipboard' });
  };

  const startAgain = () => {
    setStep(1);
    setForm(INITIAL_FORM);
    setComposed(null);
    setLyrics('');
    setVocal('male');
    setSong(null);
    setTaskId(null);
    setStartedAt(null);
    lyricsMutation.reset();
    scrollToTop();
  };

  return (
    <div ref={topRef} id={STEP_ANCHOR} className="relative mx-auto max-w-3xl scroll-mt-24 rounded-[2rem] border border-line bg-surface p-6 shadow-2xl sm:p-10">
      {celebrating && <Celebration />}
      <h3 ref={stepHeadingRef} tabIndex={-1} className="sr-only">{`Step ${step} of 3: ${STEP_LABELS[step - 1]}`}</h3>
      <ol className="mb-8 flex items-center justify-center gap-2 text-sm" aria-label="Steps">
        {STEP_LABELS.map((label, index) => (
          <li key={label} aria-current={step === index + 1 ? 'step' : undefined} className={`rounded-full px-3 py-1 ${step === index + 1 ? 'bg-party-violet-deep font-semibold text-white' : 'text-ink-muted'}`}>
            {index + 1}. {label}
          </li>
        ))}
      </ol>
      {step === 1 && <NamesStep form={form} onChange={setForm} onSubmit={submitNames} busy={lyricsMutation.isPending} samplesLeft={samplesLeft} isSignedIn={isSignedIn} creditsNote={creditsNote} guestActions={guestActions} voice={vocal === 'female' ? 'female' : 'male'} />}
      {step === 2 && (
        <LyricsStep lyrics={lyrics} onLyricsChange={setLyrics} vocal={vocal} onVocalChange={setVocal} onGenerate={() => void generateSong()} onCopy={() => void copyLyrics()} onStartAgain={startAgain} busy={submitting} danceMoves={composed?.danceMoves ?? []} />
      )}
      {step === 3 && song && (
        <div className="grid gap-6">
          <h3 className="text-center font-display text-2xl font-bold sm:text-3xl">{hasAudio ? 'Your Dance Track is Ready!' : 'Making your Dance Tracks'}</h3>
          {renderSong({ song, progress, hasAudio })}
          {hasAudio && taskId && <FinishingFullTrack progress={renderProgress} />}
          <div className="flex justify-center">
            <Button variant="ghost" onClick={startAgain}>
              Start Again
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
