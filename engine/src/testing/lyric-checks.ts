/**
 * Checks a composed lyric the way a listener or a proof-reader would: rhymes that hold (and no
 * word rhymed with itself), no filler sung to fill the metre, verbs that agree with a group of
 * names, a wedding couple sung together (never a partner grouped with a guest, never a lone bride
 * called "the newlyweds"), a chorus that stays the same, and every name sung: in the preview at
 * least once (crews up to 12) and in the whole song at least twice. Test and benchmark code only.
 *
 * Rhymes are judged on the CMU pronouncing dictionary that pocketsphinx ships
 * (/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict): two line endings rhyme when their
 * phones from the last stressed vowel on are the same (a plural -s/-z on either side allowed).
 * Words the dictionary lacks fall back to their spelling from the last vowel group on.
 */
import { readFileSync } from 'node:fs';
import { compose } from '../composer/compose';
import { parseLyrics, type ParsedLyrics } from '../lyrics';
import { planSong } from '../music/arrangement';
import { SONG_STYLES, type SongEvent, type SongStyle } from '../types';

export const CMU_DICT_PATH = process.env.CMU_DICT ?? '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';

export const LYRIC_CHECKS = ['rhyme', 'self-rhyme', 'chorus', 'filler', 'verb agreement', 'couple', 'names in preview', 'names twice'] as const;
export type LyricCheckName = (typeof LYRIC_CHECKS)[number];

export interface LyricCheckInput {
  lyrics: string;
  /** The crew as the customer typed it (cleaned). */
  names: readonly string[];
  event: SongEvent;
  /** The text of the lines sung inside the preview (see previewLineTexts), or undefined to skip that check. */
  previewLines?: readonly string[];
}

export interface LyricCheckResult {
  check: LyricCheckName;
  passed: boolean;
  /** What failed, one entry per fault, readable on its own. */
  faults: string[];
}

/** Words sung only to fill the metre: a comma-separated stretch made of nothing else is filler. */
export const FILLER_WORDS = new Set(['uh', 'um', 'la', 'na', 'da', 'now', 'yo', 'yeah', 'oh', 'ah', 'hey', 'yay', 'so', 'ooh', 'whoa', 'huh', 'hmm', 'mm', 'woo', 'ya']);

/** Words for two people, wrong on a line that names the one partner given. */
const COUPLE_WORDS = /\b(newlyweds|couple|bride and groom|husband and wife|two hearts|you two|both of you|lovebirds)\b/i;

/** Singular verb forms that never agree with a group of names. */
const SINGULAR_VERBS = new Set(['is', 'was', 'has', 'does', 'goes', 'comes', 'gets', 'makes', 'takes', 'keeps', 'says', 'sings', 'dances', 'jumps', 'claps', 'spins', 'taps', 'wiggles', 'smiles', 'shares', 'shines', 'runs', 'rocks', 'moves', 'loves', 'steps', 'hops', 'waves', 'turns', 'brings', 'knows', 'wants', 'needs', 'likes', 'plays', 'lights', 'raises']);
/** Verbs that, before a group of names, must be plural ("Here come Ana and Ben"). */
const SINGULAR_BEFORE = /\b(here comes|there goes|here goes|there is|here is|here's|there's)\s*$/i;

let dictionary: Map<string, string[]> | undefined;

/** Phones of a word from the CMU dictionary (first pronunciation), or undefined. */
export function phonesOf(word: string): string[] | undefined {
  if (!dictionary) {
    dictionary = new Map();
    for (const line of readFileSync(CMU_DICT_PATH, 'utf8').split('\n')) {
      const [head, ...phones] = line.trim().split(/\s+/);
      if (!head || phones.length === 0 || head.includes('(')) continue;
      dictionary.set(head.toLowerCase(), phones);
    }
  }
  return dictionary.get(word.toLowerCase().replace(/’/g, "'"));
}

const VOWELS = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);

/**
 * The part of a word that must match for a rhyme: its phones from the last vowel on, and from the
 * vowel before when the word ends on a weak syllable ("city" / "pretty": IH T IY). This dictionary
 * carries no stress marks, so the weak endings stand in for them.
 */
export function rhymeKey(word: string): string {
  const clean = word.toLowerCase().replace(/[^\p{L}']/gu, '');
  const phones = phonesOf(clean)?.map((p) => p.replace(/\d/g, ''));
  if (phones) {
    const vowels = phones.map((p, i) => (VOWELS.has(p) ? i : -1)).filter((i) => i >= 0);
    let at = vowels[vowels.length - 1] ?? 0;
    const weak = vowels.length >= 2 && ((['ER', 'IY'].includes(phones[at]!) && phones.length - at <= 2) || (phones[at] === 'AH' && at === phones.length - 1));
    if (weak) at = vowels[vowels.length - 2]!;
    return phones.slice(at).join(' ');
  }
  const m = /[aeiouy]+[^aeiouy]*$/.exec(clean);
  return `~${m ? m[0] : clean}`;
}

/** True when two line-final words rhyme (a plural ending on either side is allowed). */
export function wordsRhyme(a: string, b: string): boolean {
  const ka = rhymeKey(a);
  const kb = rhymeKey(b);
  if (ka === kb) return true;
  const strip = (k: string) => k.replace(/ [SZ]$/, '').replace(/s$/, '');
  return strip(ka) === strip(kb);
}

const lastWordOf = (line: string) => (line.match(/[\p{L}\p{N}'’-]+/gu) ?? []).pop()?.replace(/['’]$/, '') ?? '';

/** Whole-word mention of a name (names may hold any letters, hyphens, apostrophes). */
export function mentions(text: string, name: string): boolean {
  return countMentions(text, name) > 0;
}

const nameRegexes = new Map<string, RegExp>();

export function countMentions(text: string, name: string): number {
  let re = nameRegexes.get(name);
  if (!re) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    re = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu');
    nameRegexes.set(name, re);
  }
  return (text.match(re) ?? []).length;
}

/** Everyone the song is for: the crew, the birthday person and the couple. */
export function peopleOf(names: readonly string[], event: SongEvent): string[] {
  const extra = event.kind === 'birthday' ? [event.birthdayPerson] : event.kind === 'wedding' ? [event.bride, event.groom] : [];
  const all = [...names, ...extra.map((n) => n?.trim()).filter((n): n is string => !!n)];
  return [...new Set(all)];
}

/**
 * The rhyme pairs of a composed lyric, by section: intro and outro lines rhyme in pairs (AA),
 * verses in couplets (AABB), a four-line chorus across (ABAB: hook with hook, the name line with
 * its partner). Bridges are dance calls and rhyme nothing.
 */
export function rhymePairs(parsed: ParsedLyrics): { section: string; a: string; b: string }[] {
  const pairs: { section: string; a: string; b: string }[] = [];
  for (const s of parsed.sections) {
    const lines = s.lines.map((l) => l.text);
    if (s.kind === 'bridge' || s.kind === 'other') continue;
    if (s.kind === 'chorus' && lines.length === 4) {
      pairs.push({ section: s.title, a: lines[0]!, b: lines[2]! }, { section: s.title, a: lines[1]!, b: lines[3]! });
      continue;
    }
    for (let i = 0; i + 1 < lines.length; i += 2) pairs.push({ section: s.title, a: lines[i]!, b: lines[i + 1]! });
  }
  return pairs;
}

const groupRegexes = new Map<string, RegExp>();

/** Name groups written "A and B" or "A, B and C" (only names of the song count). */
function nameGroups(text: string, people: readonly string[]): { members: string[]; start: number; end: number }[] {
  if (people.length < 2) return [];
  const key = people.join('\u0000');
  let re = groupRegexes.get(key);
  if (!re) {
    const alt = [...people].sort((x, y) => y.length - x.length).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    const name = `(?<![\\p{L}\\p{N}])(?:${alt})(?![\\p{L}\\p{N}])`;
    re = new RegExp(`${name}(?:, ${name})*,? and ${name}`, 'gu');
    groupRegexes.set(key, re);
  }
  const groups: { members: string[]; start: number; end: number }[] = [];
  for (const m of text.matchAll(re)) {
    const members = people.filter((p) => mentions(m[0], p));
    groups.push({ members, start: m.index!, end: m.index! + m[0].length });
  }
  return groups;
}

/** Runs every check on one composed lyric. */
export function checkLyrics(input: LyricCheckInput): LyricCheckResult[] {
  const parsed = parseLyrics(input.lyrics);
  const people = peopleOf(input.names, input.event);
  const results: LyricCheckResult[] = [];
  const result = (check: LyricCheckName, faults: string[]) => results.push({ check, passed: faults.length === 0, faults });

  // Rhymes: each pair's last words rhyme; a name never sits where the rhyme falls.
  const rhyme: string[] = [];
  const selfRhyme: string[] = [];
  for (const { section, a, b } of rhymePairs(parsed)) {
    const wa = lastWordOf(a);
    const wb = lastWordOf(b);
    const named = people.filter((p) => lastWordOf(p) && (wa === lastWordOf(p) || wb === lastWordOf(p)));
    if (named.length > 0) rhyme.push(`${section}: a name ends a rhymed line: "${a}" / "${b}"`);
    else if (wa.toLowerCase() === wb.toLowerCase()) selfRhyme.push(`${section}: "${wa}" rhymed with itself: "${a}" / "${b}"`);
    else if (!wordsRhyme(wa, wb)) rhyme.push(`${section}: "${wa}" / "${wb}" do not rhyme: "${a}" / "${b}"`);
  }
  result('rhyme', rhyme);
  result('self-rhyme', selfRhyme);

  // The chorus is the same every time it comes back.
  const choruses = parsed.sections.filter((s) => s.kind === 'chorus').map((s) => s.lines.map((l) => l.text).join('\n'));
  result('chorus', choruses.filter((c) => c !== choruses[0]).map((c) => `a chorus differs from the first: ${JSON.stringify(c)}`));

  // Filler: a comma-separated stretch of a sung line made only of filler words.
  const filler: string[] = [];
  for (const line of parsed.lines) {
    for (const part of line.text.split(/[,;!?.]/)) {
      const words = part.toLowerCase().match(/[\p{L}']+/gu) ?? [];
      if (words.length > 0 && words.every((w) => FILLER_WORDS.has(w))) filler.push(`"${part.trim()}" in "${line.text}"`);
    }
  }
  result('filler', filler);

  // Verb agreement: a group of names takes a plural verb, before it or after it.
  const agreement: string[] = [];
  for (const line of parsed.lines) {
    for (const g of nameGroups(line.text, people)) {
      const after = /^ ([\p{L}']+)/u.exec(line.text.slice(g.end));
      const before = line.text.slice(0, g.start);
      if (after && SINGULAR_VERBS.has(after[1]!.toLowerCase())) agreement.push(`"${after[1]}" after a group: "${line.text}"`);
      if (SINGULAR_BEFORE.test(before)) agreement.push(`singular verb before a group: "${line.text}"`);
    }
  }
  result('verb agreement', agreement);

  // Couples: with bride and groom named, each is sung with the other and never grouped with a
  // guest; a partner named alone is never called a couple.
  const couple: string[] = [];
  if (input.event.kind === 'wedding') {
    const bride = input.event.bride?.trim();
    const groom = input.event.groom?.trim();
    const partners = [bride, groom].filter((p): p is string => !!p);
    for (const line of parsed.lines) {
      if (line.sectionKind === 'bridge') continue; // dance calls: each dancer by name
      for (const g of nameGroups(line.text, people)) {
        const inGroup = partners.filter((p) => g.members.includes(p));
        if (inGroup.length > 0 && g.members.some((m) => !partners.includes(m))) couple.push(`a partner grouped with a guest: "${line.text}"`);
      }
      if (partners.length === 2 && partners.some((p) => mentions(line.text, p)) && !partners.every((p) => mentions(line.text, p))) {
        couple.push(`a partner sung without the other: "${line.text}"`);
      }
      if (partners.length === 1 && mentions(line.text, partners[0]!) && COUPLE_WORDS.test(line.text)) couple.push(`one partner named, sung as a couple: "${line.text}"`);
    }
  }
  result('couple', couple);

  // Names: each in the preview (crews up to 12), each twice or more in the whole song.
  const preview: string[] = [];
  if (input.previewLines && input.names.length <= 12) {
    const early = input.previewLines.join('\n');
    for (const p of people) if (!mentions(early, p)) preview.push(`${p} is not sung in the preview`);
  }
  result('names in preview', preview);
  const lyricsText = parsed.lines.map((l) => l.text).join('\n');
  result('names twice', people.filter((p) => countMentions(lyricsText, p) < 2).map((p) => `${p} is sung ${countMentions(lyricsText, p)} time(s)`));
  return results;
}

/** The preview is 40 s and fades over its last 2 s: a name must be sung before the fade. */
export const PREVIEW_FADE_START_SEC = 38;

/**
 * The lines sung before the preview fades, as the arrangement lays them out, with a margin: at
 * `slower` (1.05) every line must end before the fade even with a tempo 5 % slower than the plan's.
 */
export function previewLineTexts(parsed: ParsedLyrics, plan: { vocalLines: { lineIndex: number; startBar: number; bars: number }[]; barSec: number }, slower = 1.05): string[] {
  return plan.vocalLines
    .filter((l) => (l.startBar + l.bars) * plan.barSec * slower <= PREVIEW_FADE_START_SEC)
    .map((l) => parsed.lines[l.lineIndex]!.text);
}

/** The events a song may be for, with and without the people they name, for a crew drawn from `names`. */
export function eventsFor(crew: readonly string[], outsiders: readonly string[]): { label: string; event: SongEvent }[] {
  const at = (i: number) => crew[Math.min(crew.length - 1, i)]!;
  const events: { label: string; event: SongEvent }[] = [
    { label: 'party', event: { kind: 'party' } },
    { label: 'birthday', event: { kind: 'birthday' } },
    { label: 'birthday, person in crew', event: { kind: 'birthday', birthdayPerson: at(crew.length - 1) } },
    { label: 'birthday, person not in crew', event: { kind: 'birthday', birthdayPerson: outsiders[0]! } },
    { label: 'wedding', event: { kind: 'wedding' } },
    { label: 'wedding, couple not in crew', event: { kind: 'wedding', bride: outsiders[0]!, groom: outsiders[1]! } },
    { label: 'wedding, bride alone', event: { kind: 'wedding', bride: outsiders[0]! } },
    { label: 'wedding, groom alone', event: { kind: 'wedding', groom: outsiders[1]! } },
  ];
  // The couple among the guests, not at the head of the list (where grouping bugs hide).
  if (crew.length >= 3) events.push({ label: 'wedding, couple in crew', event: { kind: 'wedding', bride: at(1), groom: at(crew.length - 1) } });
  return events;
}

export interface MatrixTally {
  style: SongStyle;
  passed: number;
  total: number;
  /** Failures by check name. */
  failedBy: Partial<Record<LyricCheckName, number>>;
  /** The first few failures of each check, to read. */
  examples: string[];
}

/**
 * Every style × event (with and without the birthday person, bride, groom) × crew size 1–12 ×
 * seed × version, each lyric checked with its own preview lines (taken at a tempo `slower` times
 * slower than today's). `pool` holds 12 crew names and 2 more for the people outside the crew.
 */
export function runLyricMatrix(pool: readonly string[], seeds: readonly number[], styles: readonly SongStyle[] = SONG_STYLES, slower = 1.05): MatrixTally[] {
  const crewPool = pool.slice(0, 12);
  const outsiders = pool.slice(12, 14);
  return styles.map((style) => {
    const tally: MatrixTally = { style, passed: 0, total: 0, failedBy: {}, examples: [] };
    for (let size = 1; size <= 12; size++) {
      const crew = crewPool.slice(0, size);
      for (const { label, event } of eventsFor(crew, outsiders)) {
        for (const seed of seeds) {
          const { lyrics } = compose({ names: crew, style, event, seed });
          const parsed = parseLyrics(lyrics);
          for (const version of [1, 2] as const) {
            const previewLines = previewLineTexts(parsed, planSong(parsed, style, version, seed), slower);
            for (const r of checkLyrics({ lyrics, names: crew, event, previewLines })) {
              tally.total++;
              if (r.passed) tally.passed++;
              else {
                tally.failedBy[r.check] = (tally.failedBy[r.check] ?? 0) + 1;
                if (tally.failedBy[r.check]! <= 3) tally.examples.push(`${style} | ${label} | ${size} names | seed ${seed} v${version} | ${r.check}: ${r.faults[0]}`);
              }
            }
          }
        }
      }
    }
    return tally;
  });
}

/** Names the composer was never tuned on (many languages, short and long), for the benchmark. */
export const BENCH_LYRIC_NAMES = ['Aurelio', 'Nkechi', 'Yuki', 'Bronwen', 'Lars', 'Parisa', 'Ignacio', 'Thandiwe', 'Oskar', 'Meera', 'Callum', 'Eun-ji', 'Rosalind', 'Tevita'];

/** One benchmark line: the lyric checks passed over the whole matrix for a style, and what failed. */
export function lyricCheckLine(style: SongStyle, pool: readonly string[] = BENCH_LYRIC_NAMES, seeds: readonly number[] = [7, 8]): string {
  const [tally] = runLyricMatrix(pool, seeds, [style]);
  const failed = Object.entries(tally!.failedBy).map(([check, n]) => `${check} ${n}`).join(', ');
  return `lyric checks ${tally!.passed}/${tally!.total} passed (crews 1–12 × up to ${eventsFor(pool.slice(0, 12), pool.slice(12)).length} events × ${seeds.length} seeds × 2 versions × ${LYRIC_CHECKS.length} checks)${failed ? `; failed: ${failed}` : ''}`;
}
