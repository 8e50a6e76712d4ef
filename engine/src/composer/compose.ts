import { InvalidNameError, InvalidStyleError } from '../errors';
import { cleanName, cleanNames } from '../names';
import { Rng } from '../rng';
import { countLineSyllables } from '../syllables';
import { SONG_STYLES, type ComposeRequest, type ComposedLyrics, type DanceMove, type SongStyle } from '../types';
import { BIRTHDAY_CHORUS, STYLE_BANKS, WEDDING_CHORUS, movesFor, type StyleBank } from './vocab';

const LINES_PER_VERSE = 8;
const MAX_VERSES = 3;
const DANCE_MOVE_SECONDS = 5;
/**
 * Verse-1 lines (after the two intro lines) that end inside the 40 s preview, fade included, in
 * both versions of a style (lines take two bars, held notes; a rap verse's lines one bar, a long
 * event line two): the names not sung yet go there first, so the preview sings every name.
 * compose.spec checks these against the arrangement for all styles, events and both versions.
 */
export const PREVIEW_VERSE_LINES: Record<SongStyle, number> = { 'hip-hop': 6, 'k-pop': 6, kids: 5, wedding: 4 };
/** Names to a line at most, when many names must fit the preview. */
const MAX_NAMES_PER_LINE = 3;

const BIRTHDAY_OPENERS = ['Happy birthday {name}', 'Make a wish {name}', 'Candles for {name}', 'Birthday star {name}'];
const WEDDING_OPENERS = ['Cheers to {name}', '{name} newlyweds', 'Just married {name}', 'Love to {name}'];

interface Section {
  title: string;
  lines: string[];
}

/**
 * The local lyric composer: sections, rhyming couplets on a steady syllable count, every name sung
 * (twice or more when there are fewer than 7), event lines, a chorus hook and a bridge that calls a
 * dance move per name. Pure and deterministic for a seed.
 */
export function compose(request: ComposeRequest): ComposedLyrics {
  const style = assertStyle(request.style);
  const names = cleanNames(request.names);
  const bank = STYLE_BANKS[style];
  const rng = new Rng(((request.seed >>> 0) ^ 0x9e3779b9) >>> 0).fork(style);
  const writer = new LineWriter(bank, rng.fork('lines'));
  const event = resolveEvent(request, names);

  const sections: Section[] = [];
  const introName = event.honoree ?? names[0]!;
  sections.push({ title: 'Intro', lines: [fill(bank.intro[0]!, introName), bank.intro[1]!] });
  writer.markUsed(sections[0]!.lines);

  const chorus = buildChorus(bank, rng.fork('chorus'), names, event);
  writer.markUsed(chorus);
  const verses = buildVerses(writer, rng.fork('verses'), names, event, PREVIEW_VERSE_LINES[style], introName);
  const danceMoves = assignMoves(style, names, rng.fork('moves'));
  const calls = danceMoves.map((m, i) => fill(bank.bridgeCalls[i % bank.bridgeCalls.length]!, m.name).replace('{move}', m.move));
  // A big crew gets two calls to a line, so the dance break does not turn into a roll call.
  const callLines = danceMoves.length < 7 ? calls : danceMoves.reduce<string[]>((lines, m, i) => {
    const call = `${m.name}, ${m.move}`;
    if (i % 2 === 0) lines.push(call);
    else lines[lines.length - 1] += `, ${call}`;
    return lines;
  }, []);
  const bridge = [rng.pick(bank.bridgeLead), ...callLines];

  verses.forEach((lines, i) => {
    sections.push({ title: `Verse ${i + 1}`, lines });
    if (i === 1) sections.push({ title: 'Bridge', lines: bridge });
    sections.push({ title: 'Chorus', lines: chorus });
  });
  if (verses.length === 1) sections.splice(sections.length - 1, 0, { title: 'Bridge', lines: bridge });
  sections.push({ title: 'Outro', lines: bank.outro.slice() });

  const lyrics = sections.map((s) => `[${s.title}]\n${s.lines.join('\n')}`).join('\n\n');
  return { lyrics, danceMoves };
}

function assertStyle(style: string): SongStyle {
  if (!(SONG_STYLES as readonly string[]).includes(style)) throw new InvalidStyleError(style);
  return style as SongStyle;
}

interface ResolvedEvent {
  kind: ComposeRequest['event']['kind'];
  honoree?: string;
  openers: string[];
}

function resolveEvent(request: ComposeRequest, names: string[]): ResolvedEvent {
  const e = request.event ?? { kind: 'party' };
  if (e.kind === 'birthday') {
    const honoree = e.birthdayPerson?.trim() ? cleanName(e.birthdayPerson) : names[0]!;
    return { kind: 'birthday', honoree, openers: BIRTHDAY_OPENERS };
  }
  if (e.kind === 'wedding') {
    const bride = e.bride?.trim() ? cleanName(e.bride) : undefined;
    const groom = e.groom?.trim() ? cleanName(e.groom) : undefined;
    const couple = bride && groom ? `${bride} and ${groom}` : (bride ?? groom ?? names.slice(0, 2).join(' and '));
    if (!couple) throw new InvalidNameError('', 'a wedding song needs the newlyweds\' names.');
    return { kind: 'wedding', honoree: couple, openers: WEDDING_OPENERS };
  }
  return { kind: 'party', openers: [] };
}

function crewOf(names: string[]): string {
  if (names.length === 1) return names[0]!;
  if (names.length <= 3) return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return 'All my friends';
}

function buildChorus(bank: StyleBank, rng: Rng, names: string[], event: ResolvedEvent): string[] {
  const pair = rng.pick(bank.chorusLines);
  const crewLine = pair[0]!.replace('{crew}', crewOf(names));
  let third = pair[1]!;
  if (event.kind === 'birthday') third = fill(BIRTHDAY_CHORUS, event.honoree!);
  if (event.kind === 'wedding') third = fill(WEDDING_CHORUS, event.honoree!);
  return [bank.hooks[0]!, crewLine, bank.hooks[1]!, third];
}

/** Names per line once a crew is big: a roll call of one name per line drags on. */
function groupSize(count: number): number {
  return count < 7 ? 1 : count <= 12 ? 2 : 3;
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cleo". */
function joinNames(group: string[]): string {
  return group.length === 1 ? group[0]! : `${group.slice(0, -1).join(', ')} and ${group[group.length - 1]}`;
}

/**
 * Name slots: every name once (several to a line for a big crew, `size` to a line); fewer than 7
 * names are repeated so each is sung at least twice.
 */
function nameSlots(names: string[], rng: Rng, size = groupSize(names.length)): string[] {
  if (names.length === 0) return [];
  if (size > 1) {
    const shuffled = rng.shuffle(names);
    const slots: string[] = [];
    for (let i = 0; i < shuffled.length; i += size) slots.push(joinNames(shuffled.slice(i, i + size)));
    return slots;
  }
  const slots = names.slice();
  if (names.length < 7) {
    const target = Math.max(LINES_PER_VERSE, names.length * 2);
    while (slots.length < target) slots.push(...rng.shuffle(names));
    slots.length = target;
  }
  return slots;
}

/** True when `text` holds `name` as a whole word (names may hold any letters, hyphens, apostrophes). */
function mentions(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/**
 * The first name lines of verse 1: every name the intro (and the event line) did not sing yet, in
 * the order given, grouped so they fit the `room` lines the preview has left (up to
 * MAX_NAMES_PER_LINE to a line; a crew too big even for that gets as many as fit).
 */
function previewGroups(fresh: string[], room: number, crewSize: number): string[][] {
  if (fresh.length === 0) return [];
  const lines = Math.max(1, Math.min(room, Math.ceil(fresh.length / groupSize(crewSize))));
  const fits = fresh.slice(0, lines * MAX_NAMES_PER_LINE);
  // As even as it goes (the first lines take one more): short lines keep their bars.
  const groups: string[][] = [];
  for (let i = 0, at = 0; i < lines && at < fits.length; i++) {
    const size = Math.ceil((fits.length - at) / (lines - i));
    groups.push(fits.slice(at, at + size));
    at += size;
  }
  return groups;
}

function buildVerses(writer: LineWriter, rng: Rng, names: string[], event: ResolvedEvent, previewLines: number, introName: string): string[][] {
  const eventLines = event.honoree ? 1 : 0;
  const fresh = names.filter((n) => !mentions(introName, n) && !(event.honoree && mentions(event.honoree, n)));
  const early = previewGroups(fresh, previewLines - eventLines, names.length);
  // A small crew's spare preview lines sing the names heard only once so far a second time
  // (grouped): a name sung once in 40 s of music is easily missed (pocketsphinx missed such names
  // on the preview mix and in bare speech alike; ADR 0008).
  const covered = new Set(early.flat());
  const previewNameLines = [introName, ...(event.honoree ? [event.honoree] : []), ...early.map(joinNames)];
  const heardOnce = [...covered, ...names.filter((n) => !covered.has(n))].filter((n) => previewNameLines.filter((text) => mentions(text, n)).length === 1);
  const echo = groupSize(names.length) === 1 ? previewGroups(heardOnce, previewLines - eventLines - early.length, names.length) : [];
  const opening = [...early, ...echo];
  // The rest of the song's name lines: a small crew keeps its repeats (each name twice or more in
  // all), minus the one verse 1 opened with; a big crew sings the names not heard yet, then
  // everyone once more (the later verses call names too).
  let rest: string[];
  if (groupSize(names.length) === 1) {
    rest = nameSlots(names, rng);
    for (const name of covered) rest.splice(rest.indexOf(name), 1);
  } else {
    // As many name lines in all as before the preview had its own (no roll call), and at least
    // three for the later verses.
    const size = groupSize(names.length);
    const budget = Math.max(Math.ceil(names.length / size), early.length + 3) - early.length;
    const unheard = nameSlots(names.filter((n) => !covered.has(n)), rng, size);
    rest = [...unheard, ...nameSlots(names.filter((n) => covered.has(n)), rng, size)].slice(0, Math.max(unheard.length, budget));
  }
  const verseCount = Math.min(MAX_VERSES, Math.max(2, Math.ceil((opening.length + rest.length) / LINES_PER_VERSE)));
  const share = Math.ceil((opening.length + rest.length) / verseCount);
  const verses: string[][] = [];
  let cursor = 0;
  for (let v = 0; v < verseCount; v++) {
    const head: (string | null)[] = v === 0 ? [...(event.honoree ? [event.honoree] : []), ...opening.map(joinNames)] : event.honoree ? [event.honoree] : [];
    const take = v === 0
      ? Math.max(0, Math.min(LINES_PER_VERSE - head.length, share - opening.length, rest.length))
      : Math.ceil((rest.length - cursor) / (verseCount - v));
    const portion = rest.slice(cursor, cursor + take);
    cursor += portion.length;
    // Line specs: the event line and (verse 1) the names not sung yet first, then the names with
    // plain lines mixed in, in couplets.
    const specs: (string | null)[] = [...head, ...rng.shuffle([...portion, ...Array<null>(Math.max(0, LINES_PER_VERSE - portion.length - head.length)).fill(null)])];
    if (specs.length % 2 === 1) specs.push(null);
    const lines: string[] = [];
    for (let i = 0; i < specs.length; i += 2) {
      const family = writer.nextFamily();
      for (let k = i; k < i + 2; k++) {
        const name = specs[k] ?? undefined;
        const opener = k === 0 && event.honoree ? rng.pick(event.openers) : undefined;
        lines.push(writer.line(family, opener, name));
      }
    }
    verses.push(lines);
  }
  return verses;
}

function assignMoves(style: SongStyle, names: string[], rng: Rng): DanceMove[] {
  const ideas = rng.shuffle(movesFor(style));
  return names.map((name, i) => ({ name, move: ideas[i % ideas.length]!.move, description: ideas[i % ideas.length]!.description, durationSec: DANCE_MOVE_SECONDS }));
}

/** Fills every placeholder of a template (`{name}`, and the wedding's `{couple}` should one slip in). */
function fill(template: string, name: string): string {
  return template.replace(/\{(?:name|couple)\}/g, name);
}

function capitalise(line: string): string {
  return line.charAt(0).toLocaleUpperCase() + line.slice(1);
}

/** Builds metre-true, never-repeated lines from openers and rhyme families. */
class LineWriter {
  private readonly usedLines = new Set<string>();
  private readonly usedEndings = new Set<string>();
  private readonly usedOpeners = new Map<string, number>();
  private readonly familyOrder: number[];
  private familyCursor = 0;
  private lastEnding: string | undefined;

  /** Name openers where a group is not the subject of a singular verb ("Ana and Ben jumps", "Sweet Ana and Ben smiles"). */
  private readonly groupOpeners: string[];

  constructor(private readonly bank: StyleBank, private readonly rng: Rng) {
    this.familyOrder = rng.shuffle(bank.rhymes.map((_, i) => i));
    const plural = bank.nameOpeners.filter((o) => !o.startsWith('{name}') && !/\{name\} \p{L}+s\b/u.test(o));
    this.groupOpeners = plural.length > 0 ? plural : bank.nameOpeners;
  }

  markUsed(lines: string[]): void {
    for (const l of lines) this.usedLines.add(normalise(l));
  }

  /** Openers for a name, or for a group of names ("Ana and Ben", as joinNames writes it). */
  private nameOpeners(name: string): string[] {
    return / and /.test(name) ? this.groupOpeners : this.bank.nameOpeners;
  }

  nextFamily(): string[] {
    const family = this.bank.rhymes[this.familyOrder[this.familyCursor % this.familyOrder.length]!]!;
    this.familyCursor++;
    return family;
  }

  line(family: string[], opener: string | undefined, name: string | undefined): string {
    const openers = opener ? [opener] : name ? this.nameOpeners(name) : this.bank.plainOpeners;
    let best: { text: string; score: number; opener?: string; ending?: string } | undefined;
    for (let attempt = 0; attempt < 60; attempt++) {
      const o = this.rng.pick(openers);
      const ending = this.rng.pick(family);
      const head = name ? fill(o, name) : o;
      const base = countLineSyllables(`${head} ${ending}`);
      const padCount = Math.max(0, Math.min(2, this.bank.metre - base));
      const pads = Array.from({ length: padCount }, () => this.rng.pick(this.bank.pads));
      const text = capitalise(`${head}, ${pads.length ? `${pads.join(' ')}, ` : ''}${ending}`);
      if (this.usedLines.has(normalise(text))) continue;
      const offMetre = Math.abs(base + padCount - this.bank.metre);
      // The line just written ending the same way is no rhyme at all (a long line of names would
      // otherwise take the shortest ending again to keep the metre).
      const score = offMetre * 4 + (ending === this.lastEnding ? 40 : this.usedEndings.has(ending) ? 3 : 0) + (this.usedOpeners.get(o) ?? 0) * 2;
      if (!best || score < best.score) best = { text, score, opener: o, ending };
      if (score === 0) break;
    }
    if (!best) {
      // Every combination was taken: vary the pads until the line is new.
      let n = 1;
      let text: string;
      do text = capitalise(`${name ? fill(openers[0]!, name) : openers[0]!}, ${this.bank.pads[n % this.bank.pads.length]} ${'oh '.repeat(Math.floor(n / this.bank.pads.length))}${family[0]}`);
      while (this.usedLines.has(normalise(text)) && n++ < 1000);
      best = { text, score: 99 };
    }
    this.usedLines.add(normalise(best.text));
    if (best.ending) this.usedEndings.add(best.ending);
    this.lastEnding = best.ending;
    if (best.opener) this.usedOpeners.set(best.opener, (this.usedOpeners.get(best.opener) ?? 0) + 1);
    return best.text;
  }
}

function normalise(line: string): string {
  return line.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}
