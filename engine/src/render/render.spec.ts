import { compose } from '../composer/compose';
import { render, renderSong, shutdownEngine } from '../engine';
import { EmptyLyricsError, InvalidNameError, LyricsTooLongError, NamesRequiredError, TooManyNamesError } from '../errors';
import { parseLyrics, wordsOf } from '../lyrics';
import { listFrames } from '../mp3/xing';
import type { PreviewReady, RenderedTrack, TimedLine } from '../types';
import { decodedSeconds, ebur128, hasTool, probe, recognise, shortTermLoudness, spotNames, toSpeechWav, writeTemp } from '../testing/audio-tools';
import { namesHeardInBareSpeech, namesHeardInMp3, sungFraction } from '../testing/song-metrics';

const SHORT_LYRICS = `[Intro]
Hey Alice, hey Bob, it's time
[Chorus]
Put your hands up, this is our song
Alice and Bob we dance all night long`;

/**
 * The timings hold exactly what is sung: every written line once, in order, plus the reprises the
 * arrangement adds when the lyrics are short (copies of chorus lines; of any line without a chorus).
 */
function expectTimingsValid(lines: TimedLine[], lyrics: string, durationSec: number): void {
  const written = parseLyrics(lyrics).lines;
  const chorus = written.filter((l) => l.sectionKind === 'chorus');
  const repeatable = new Set((chorus.length > 0 ? chorus : written).map((l) => l.words.join(' ')));
  let next = 0;
  for (const line of lines) {
    const sung = line.words.map((w) => w.word).join(' ');
    if (next < written.length && sung === written[next]!.words.join(' ')) next++;
    else expect(repeatable).toContain(sung);
  }
  expect(next).toBe(written.length);
  const words = lines.flatMap((l) => l.words);
  let previous = 0;
  for (const w of words) {
    expect(w.start).toBeGreaterThanOrEqual(previous);
    expect(w.end).toBeGreaterThan(w.start);
    expect(w.end).toBeLessThanOrEqual(durationSec);
    previous = w.end;
  }
  for (const l of lines) {
    expect(l.start).toBe(l.words[0]!.start);
    expect(l.end).toBe(l.words[l.words.length - 1]!.end);
  }
}

function expectLoudnessOk(mp3: Buffer): void {
  const { integrated, truePeak } = ebur128(writeTemp(mp3, 'mp3'));
  expect(Math.abs(integrated - -14)).toBeLessThanOrEqual(1);
  expect(truePeak).toBeLessThanOrEqual(-1);
}

// Renders go through the worker pool: jest's vm sandbox makes tight DSP loops many times slower.
describe('render (one short version)', () => {
  const request = { lyrics: SHORT_LYRICS, names: ['Alice', 'Bob'], style: 'kids' as const, vocalGender: 'female' as const, seed: 7, version: 1 as const, targetDurationSec: 24 };
  let track: RenderedTrack;
  let preview: PreviewReady | undefined;

  beforeAll(async () => {
    track = await render(request, { onPreview: (p) => (preview = p) });
  });

  it('produces 44.1 kHz stereo 192 kbps MP3s whose length players know from the Info tag', () => {
    const file = writeTemp(track.fullMp3, 'mp3');
    const info = probe(file);
    expect(info).toMatchObject({ sampleRate: 44100, channels: 2, bitRate: 192000 });
    expect(track.fullMp3.subarray(36, 40).toString('latin1')).toBe('Info');
    expect(track.fullMp3.subarray(156, 165).toString('latin1')).toBe('LAME3.100');
    expect(decodedSeconds(file)).toBeCloseTo(track.durationSec, 2);
    expect(listFrames(track.fullMp3).length).toBeGreaterThan(100);
    expect(preview?.previewMp3.equals(track.previewMp3)).toBe(true);
    expect(track.coverPng.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('times every word of the lyrics, in order, inside the audio', () => {
    expectTimingsValid(track.timestampedLyrics, SHORT_LYRICS, track.durationSec);
  });

  it('hits −14 LUFS and ≤ −1 dBTP (measured by ffmpeg on the decoded MP3)', () => {
    expectLoudnessOk(track.fullMp3);
    expectLoudnessOk(track.previewMp3);
  });

  it('is deterministic for a seed, and the two versions differ', async () => {
    const [again, other] = await Promise.all([render(request), render({ ...request, version: 2 })]);
    expect(again.fullMp3.equals(track.fullMp3)).toBe(true);
    expect(again.timestampedLyrics).toEqual(track.timestampedLyrics);
    expect(other.fullMp3.equals(track.fullMp3)).toBe(false);
    expect(other.timestampedLyrics).not.toEqual(track.timestampedLyrics);
  });
});

describe('renderSong (worker pool, one real full song)', () => {
  const names = ['Alice', 'Bob', 'Emma'];
  const { lyrics } = compose({ names, style: 'k-pop', event: { kind: 'birthday', birthdayPerson: 'Emma' }, seed: 11 });
  const previews: PreviewReady[] = [];
  let resolvedAfterPreviews = false;
  let versions: [RenderedTrack, RenderedTrack];

  beforeAll(async () => {
    const song = await renderSong({ lyrics, names, style: 'k-pop', vocalGender: 'mixed', seed: 11 }, { onPreview: (p) => previews.push(p) });
    resolvedAfterPreviews = previews.length === 2;
    versions = song.versions;
  }, 600_000); // a shared, busy machine stretches the wall time of two full renders

  

  it('delivers both previews before the full tracks', () => {
    expect(resolvedAfterPreviews).toBe(true);
    expect(previews.map((p) => p.version).sort()).toEqual([1, 2]);
  });

  it('makes full tracks of 180–240 s and previews of exactly 40 s', () => {
    for (const v of versions) {
      expect(v.durationSec).toBeGreaterThanOrEqual(180);
      expect(v.durationSec).toBeLessThanOrEqual(240);
      expect(decodedSeconds(writeTemp(v.fullMp3, 'mp3'))).toBeCloseTo(v.durationSec, 2);
      expect(decodedSeconds(writeTemp(v.previewMp3, 'mp3'))).toBeCloseTo(40, 2);
    }
  });

  it('sings every name and times every word', () => {
    for (const name of names) expect(lyrics).toContain(name);
    for (const v of versions) expectTimingsValid(v.timestampedLyrics, lyrics, v.durationSec);
  });

  it('masters both files of both versions to −14 LUFS and ≤ −1 dBTP', () => {
    for (const v of versions) {
      expectLoudnessOk(v.fullMp3);
      expectLoudnessOk(v.previewMp3);
    }
  });

  it('is a song a party would play: sung ≥ 75 %, short intro, no long instrumental gap, short ending', () => {
    for (const v of versions) {
      const lines = v.timestampedLyrics;
      const gaps = lines.slice(1).map((l, i) => l.start - lines[i]!.end);
      const figures = { sung: sungFraction(lines, v.durationSec), intro: lines[0]!.start, longestGap: Math.max(...gaps), ending: v.durationSec - lines[lines.length - 1]!.end };
      console.log(`version ${v.version}: ${JSON.stringify(figures)}`);
      expect(figures.sung).toBeGreaterThanOrEqual(0.75);
      expect(figures.intro).toBeLessThanOrEqual(8);
      expect(figures.longestGap).toBeLessThanOrEqual(8);
      expect(figures.ending).toBeLessThanOrEqual(8);
    }
  });

  it('plays the chorus at least 2 LU louder than the verses (short-term loudness, ffmpeg)', () => {
    const parsed = parseLyrics(lyrics);
    const chorusText = new Set(parsed.lines.filter((l) => l.sectionKind === 'chorus').map((l) => l.words.join(' ')));
    const verseText = new Set(parsed.lines.filter((l) => l.sectionKind === 'verse').map((l) => l.words.join(' ')));
    const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[xs.length >> 1]!;
    for (const v of versions) {
      const loudness = shortTermLoudness(writeTemp(v.fullMp3, 'mp3'));
      // S at time t covers the 3 s before t: read it 3 s into each line, only inside lines of one kind.
      const at = (kind: Set<string>) => v.timestampedLyrics
        .filter((l) => kind.has(l.words.map((w) => w.word).join(' ')) && l.end - l.start >= 3)
        .map((l) => loudness.find((f) => f.time >= l.start + 3)!.lufs);
      const chorus = median(at(chorusText));
      const verse = median(at(verseText));
      console.log(`version ${v.version}: chorus ${chorus.toFixed(1)} LUFS, verse ${verse.toFixed(1)} LUFS (short-term medians)`);
      expect(chorus - verse).toBeGreaterThanOrEqual(2);
    }
  });

  it('renders two audibly different versions', () => {
    expect(versions[0].fullMp3.equals(versions[1].fullMp3)).toBe(false);
    expect(versions[0].durationSec).not.toBe(versions[1].durationSec);
    expect(versions[0].timestampedLyrics[0]!.start).not.toBe(versions[1].timestampedLyrics[0]!.start);
  });

  it('is intelligible to an independent recogniser (pocketsphinx) on the preview mix', async () => {
    if (!hasTool('pocketsphinx_continuous')) throw new Error('needs Debian packages: apt-get install -y pocketsphinx pocketsphinx-en-us ffmpeg');
    const seconds = 30; // the first 30 s of the preview keep the suite fast
    const wav = toSpeechWav(writeTemp(versions[0].previewMp3, 'mp3'), seconds);
    const sung = versions[0].timestampedLyrics.filter((l) => l.end < seconds).flatMap((l) => l.words.map((w) => w.word.toLowerCase().replace(/[^a-z']/g, '')));
    const [heard, namesHeard] = await Promise.all([recognise(wav), spotNames(wav, names)]);
    // The band makes room for the names: the recogniser hears at least as many on the mix as in
    // the bare speech of the same lines.
    for (const v of versions) {
      const lines = v.timestampedLyrics.filter((l) => l.end <= 40);
      const sungNames = names.filter((n) => lines.some((l) => l.words.some((w) => w.word.includes(n))));
      const [onMix, bare] = await Promise.all([namesHeardInMp3(v.previewMp3, sungNames), namesHeardInBareSpeech(lines, sungNames)]);
      console.log(`version ${v.version}: names heard on the preview mix ${onMix.length}/${sungNames.length}, in bare speech ${bare.length}/${sungNames.length}`);
      expect(onMix.length).toBeGreaterThanOrEqual(bare.length);
    }
    const heardSet = new Set(heard);
    const found = [...new Set(sung)].filter((w) => heardSet.has(w));
    console.log(`pocketsphinx on the first ${seconds} s of the preview: names ${namesHeard.length}/${names.length} (${namesHeard.join(', ')}), words ${found.length}/${new Set(sung).size} distinct sung words recognised\nheard: ${heard.join(' ')}`);
    expect(namesHeard.length).toBeGreaterThanOrEqual(1);
    expect(found.length / new Set(sung).size).toBeGreaterThanOrEqual(0.2);
  }, 600_000);
});

// The k-pop song above checks the recogniser on a whole song; the other styles are checked on
// their 40 s previews (both versions, rendered alone as the preview threads render them), each
// with names of its own that the engine was never tuned on.
describe('names heard on the preview mix (pocketsphinx): kids, wedding, hip-hop', () => {
  const cases = [
    { style: 'kids' as const, names: ['Lucy', 'Oliver', 'Grace'], event: { kind: 'party' as const }, seed: 31 },
    { style: 'wedding' as const, names: ['Anna', 'Peter', 'Helen', 'George'], event: { kind: 'wedding' as const }, seed: 32 },
    { style: 'hip-hop' as const, names: ['Tony', 'Julia', 'Mark'], event: { kind: 'birthday' as const }, seed: 33 },
  ];
  const previews: { style: string; names: string[]; track: RenderedTrack }[] = [];

  beforeAll(async () => {
    const jobs = cases.flatMap(({ style, names, event, seed }) => {
      const { lyrics } = compose({ names, style, event, seed });
      return ([1, 2] as const).map(async (version) => ({ style, names, track: await render({ lyrics, names, style, vocalGender: 'mixed', seed, version, previewOnly: true }) }));
    });
    previews.push(...(await Promise.all(jobs)));
  }, 600_000);

  it('sings every name in the preview, and the recogniser hears at least as many on the mix as in the bare speech', async () => {
    if (!hasTool('pocketsphinx_continuous')) throw new Error('needs Debian packages: apt-get install -y pocketsphinx pocketsphinx-en-us ffmpeg');
    let heard = 0;
    let sungPairs = 0;
    const results = await Promise.all(previews.map(async ({ style, names, track }) => {
      const lines = track.timestampedLyrics.filter((l) => l.end <= 40);
      const sungNames = names.filter((n) => lines.some((l) => l.words.some((w) => w.word.includes(n))));
      const [onMix, bare] = await Promise.all([namesHeardInMp3(track.previewMp3, sungNames), namesHeardInBareSpeech(lines, sungNames)]);
      return { style, version: track.version, names, sungNames, onMix, bare };
    }));
    for (const r of results) {
      console.log(`${r.style} v${r.version}: names heard on the preview mix ${r.onMix.length}/${r.sungNames.length} (${r.onMix.join(', ')}), in bare speech ${r.bare.length}/${r.sungNames.length}`);
      heard += r.onMix.length;
      sungPairs += r.sungNames.length;
    }
    for (const r of results) {
      expect(r.sungNames).toEqual(r.names);
      expect(r.onMix.length).toBeGreaterThanOrEqual(r.bare.length);
    }
    expect(heard / sungPairs).toBeGreaterThanOrEqual(0.75);
  }, 600_000);
});

describe('short lyrics (a person edited them down): still a full, mostly sung song', () => {
  const FOUR_LINES = 'Alice and Bob are here tonight\nDance with me under the light\nEmma spins around the floor\nParty people want some more';
  const requests = {
    'four lines': { lyrics: FOUR_LINES, names: ['Alice', 'Bob', 'Emma'], style: 'hip-hop' as const, vocalGender: 'male' as const, seed: 21, version: 1 as const },
    'one word': { lyrics: 'Alice', names: ['Alice'], style: 'wedding' as const, vocalGender: 'female' as const, seed: 22, version: 2 as const },
  };
  const tracks: Record<string, RenderedTrack> = {};

  beforeAll(async () => {
    const rendered = await Promise.all(Object.values(requests).map((r) => render(r)));
    Object.keys(requests).forEach((label, i) => (tracks[label] = rendered[i]!));
  }, 600_000);

  it.each(Object.keys(requests))('%s: 180–240 s, sung most of the way, no long instrumental stretch', (label) => {
    const track = tracks[label]!;
    const { lyrics } = requests[label as keyof typeof requests];
    expect(track.durationSec).toBeGreaterThanOrEqual(180);
    expect(track.durationSec).toBeLessThanOrEqual(240);
    expect(decodedSeconds(writeTemp(track.fullMp3, 'mp3'))).toBeCloseTo(track.durationSec, 2);
    expectTimingsValid(track.timestampedLyrics, lyrics, track.durationSec);

    const lines = track.timestampedLyrics;
    const sungLineSeconds = lines.reduce((n, l) => n + (l.end - l.start), 0);
    const wordSeconds = lines.flatMap((l) => l.words).reduce((n, w) => n + (w.end - w.start), 0);
    const gaps = lines.map((l, i) => l.start - (i === 0 ? 0 : lines[i - 1]!.end));
    console.log(`${label}: ${lines.length} sung lines, line spans ${(sungLineSeconds / track.durationSec * 100).toFixed(0)} %, words ${(wordSeconds / track.durationSec * 100).toFixed(0)} % of ${track.durationSec.toFixed(1)} s, longest gap ${Math.max(...gaps).toFixed(1)} s, last word ends at ${lines[lines.length - 1]!.end} s`);
    expect(sungLineSeconds / track.durationSec).toBeGreaterThanOrEqual(label === 'one word' ? 0.2 : 0.75);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(8);
    expect(track.durationSec - lines[lines.length - 1]!.end).toBeLessThanOrEqual(8);
  });

  it('masters them to −14 LUFS and ≤ −1 dBTP like any song', () => {
    for (const track of Object.values(tracks)) expectLoudnessOk(track.fullMp3);
  });
});

describe('Chinese names (worker pool): sung in Pinyin, shown as written', () => {
  // A verse, not a chorus: chorus tunes are keyed on the line's text, verse tunes on its position,
  // so the same voice text gives byte-identical audio whatever script the name is written in.
  const request = (name: string) => ({
    lyrics: `[Verse]\nHey ${name}, dance tonight\n${name} is here, put your hands up`,
    names: [name],
    style: 'hip-hop' as const,
    vocalGender: 'female' as const,
    seed: 5,
    version: 1 as const,
    targetDurationSec: 24,
  });
  let han: RenderedTrack;
  let pinyin: RenderedTrack;
  let fallback: RenderedTrack;

  beforeAll(async () => {
    [han, pinyin, fallback] = await Promise.all([render(request('王')), render(request('Wang')), render(request('Friend'))]);
  }, 120_000);

  it('keeps the name as written in the karaoke timings', () => {
    const words = han.timestampedLyrics.flatMap((l) => l.words.map((w) => w.word));
    expect(words.filter((w) => w.includes('王')).length).toBeGreaterThanOrEqual(2);
    expectTimingsValid(han.timestampedLyrics, request('王').lyrics, han.durationSec);
  });

  it('sings 王 exactly as the voice sings "Wang", not as "friend"', () => {
    expect(han.fullMp3.equals(pinyin.fullMp3)).toBe(true);
    expect(han.fullMp3.equals(fallback.fullMp3)).toBe(false);
  });
});

afterAll(() => shutdownEngine());

describe('bad input gives typed errors with clear messages', () => {
  const ok = { lyrics: SHORT_LYRICS, names: ['Alice'], style: 'hip-hop' as const, vocalGender: 'male' as const, seed: 1 };
  it.each([
    ['no names', { ...ok, names: [] }, NamesRequiredError, 'Names Required'],
    ['21 names', { ...ok, names: Array.from({ length: 21 }, (_, i) => `Name${i}`) }, TooManyNamesError, 'Maximum 20 names'],
    ['a 200-character name', { ...ok, names: ['x'.repeat(200)] }, InvalidNameError, 'at most 40 characters'],
    ['an emoji-only name', { ...ok, names: ['🥳'] }, InvalidNameError, 'no letters left'],
    ['a markup-only name', { ...ok, names: ['<img src=x onerror=alert(1)>'] }, InvalidNameError, 'no letters left'],
    ['empty lyrics', { ...ok, lyrics: '[Verse 1]\n\n[Chorus]\n  ' }, EmptyLyricsError, 'Lyrics Required'],
    ['far too many lyrics', { ...ok, lyrics: Array.from({ length: 200 }, (_, i) => `Line number ${i} keeps on going`).join('\n') }, LyricsTooLongError, 'Lyrics Too Long'],
  ])('%s', async (_label, request, errorClass, message) => {
    await expect(renderSong(request)).rejects.toThrow(errorClass);
    await expect(renderSong(request)).rejects.toThrow(message);
  });

  it('strips markup from lyrics, so sung words are the cleaned words', () => {
    expect(wordsOf(parseLyrics('[Verse]\n<b>Hello</b> Alice').lines[0]!.text)).toEqual(['Hello', 'Alice']);
  });
});
