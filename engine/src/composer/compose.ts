import { InvalidNameError, InvalidStyleError } from '../errors';
import { cleanName, cleanNames } from '../names';
import { Rng } from '../rng';
import { countSyllables } from '../syllables';
import { SONG_STYLES, type ComposeRequest, type ComposedLyrics, type DanceMove, type SongStyle } from '../types';
import { BIRTHDAY_CHORUS, BIRTHDAY_OPENERS, STYLE_BANKS, WEDDING_CHORUS, WEDDING_OPENERS, movesFor, type StyleBank } from './vocab';

/** Syllables of each word, counted once: the writer weighs many candidate lines of the same words. */
const wordSyllables = new Map<string, number>();
function countLineSyllables(line: string): number {
  let total = 0;
  for (const word of line.split(/\s+/)) {
    if (!/[\p{L}\p{N}]/u.test(word)) continue;
    let n = wordSyllables.get(word);
    if (n === undefined) {
      n = countSyllables(word);
      if (wordSyllables.size < 50_000) wordSyllables.set(word, n);
    }
    total += n;
  }
  return total;
}

const LINES_PER_VERSE = 8;
const MAX_VERSES = 3;
const DANCE_MOVE_SECONDS = 5;
/**
 * Verse-1 lines (after the two intro lines) that end inside the 40 s preview, fade included, in
 * both versions of a style, with room to spare: they still do with a tempo 10 % slower than the
 * style's today (lines take two bars, held notes; a rap verse's lines one bar). The names not
 * sung yet go there first, so the preview sings every name. compose.spec checks these against the
 * arrangement for all styles, events and both versions.
 */
export const PREVIEW_VERSE_LINES: Record<SongStyle, number> = { 'hip-hop': 5, 'k-pop': 5, kids: 4, wedding: 3 };
/** Names to a line at most, when many names must fit the preview. */
const MAX_NAMES_PER_LINE = 3;

/**
 * Names sung together as one: a person, or the wedding couple. The couple is never split and
 * never grouped with a guest ("Here's to Ruby and Noah" names the bride and groom, nobody else).
 */
type Unit = readonly string[];

interface Section {
  title: string;
  lines: string[];
}

/**
 * The local lyric composer: sections, rhyming couplets on a steady syllable count (names sit in
 * the openers, never where the rhyme falls), every name sung in the preview and twice or more in
 * the song, event lines, a chorus that rhymes and stays the same each time, and a bridge that
 * calls a dance move per name. Pure and deterministic for a seed.
 */
export function compose(request: ComposeRequest): ComposedLyrics {
  const style = assertStyle(request.style);
  const names = cleanNames(request.names);
  const bank = STYLE_BANKS[style];
  const rng = new Rng(((request.seed >>> 0) ^ 0x9e3779b9) >>> 0).fork(style);
  const writer = new LineWriter(bank, rng.fork('lines'));
  const event = resolveEvent(request, names);
  const crew = crewUnits(names, event);
  const room = previewRoom(style, bank, event);
  const preview = planPreview(crew, event, room, names.length);

  const sections: Section[] = [];
  const intro = [
    sing(bank.intro[0]!, preview.intro1, event.role),
    preview.intro2 ? sing(bank.intro[2]!, preview.intro2, event.role) : bank.intro[1]!,
  ];
  sections.push({ title: 'Intro', lines: intro });
  writer.markUsed(intro);

  const chorus = buildChorus(bank, rng.fork('chorus'), names, event);
  writer.markUsed(chorus);
  const verses = buildVerses(writer, rng.fork('verses'), crew, event, preview, names.length, room.line, room.event);
  const danceMoves = assignMoves(style, names, rng.fork('moves'));
  const bridge = [rng.pick(bank.bridgeLead), ...callLines(bank, danceMoves, event)];

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
  /** The birthday person, or the couple (one name when only one partner is known). */
  honoree?: Unit;
  /** The wedding's "the bride", "the groom" or "the newlyweds"; undefined when unknown. */
  role?: string;
  openers: string[];
  chorus: string[][];
}

function resolveEvent(request: ComposeRequest, names: string[]): ResolvedEvent {
  const e = request.event ?? { kind: 'party' };
  if (e.kind === 'birthday') {
    const honoree = e.birthdayPerson?.trim() ? cleanName(e.birthdayPerson) : names[0]!;
    return { kind: 'birthday', honoree: [honoree], openers: BIRTHDAY_OPENERS, chorus: BIRTHDAY_CHORUS };
  }
  if (e.kind === 'wedding') {
    const bride = e.bride?.trim() ? cleanName(e.bride) : undefined;
    const groom = e.groom?.trim() ? cleanName(e.groom) : undefined;
    const given = [...new Set([bride, groom].filter((n): n is string => !!n))];
    const couple = given.length > 0 ? given : names.slice(0, 2);
    if (couple.length === 0) throw new InvalidNameError('', 'a wedding song needs the newlyweds\' names.');
    // A partner given alone is the bride or the groom, never "the newlyweds".
    const role = couple.length === 2 ? 'the newlyweds' : given.length === 1 ? (bride ? 'the bride' : 'the groom') : undefined;
    const usable = (template: string) => role !== undefined || !template.includes('{role}');
    return { kind: 'wedding', honoree: couple, role, openers: WEDDING_OPENERS.filter(usable), chorus: WEDDING_CHORUS.filter((pair) => pair.every(usable)) };
  }
  return { kind: 'party', openers: [], chorus: [] };
}

/** The crew as units: the guest of honour (the couple together) has lines of their own. */
function crewUnits(names: string[], event: ResolvedEvent): Unit[] {
  return names.filter((n) => !event.honoree?.includes(n)).map((n) => [n]);
}

function crewOf(names: string[]): string {
  if (names.length === 1) return names[0]!;
  if (names.length <= 3) return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return 'All my friends';
}

/**
 * The chorus: the two hook lines rhyme, and so do the name line and its partner (the crew's,
 * or, at a birthday or wedding, the guest of honour's pair written for it). Written once, so it
 * is the same every time it comes back.
 */
function buildChorus(bank: StyleBank, rng: Rng, names: string[], event: ResolvedEvent): string[] {
  if (event.honoree && event.chorus.length > 0) {
    const [nameLine, partner] = rng.pick(event.chorus);
    return [bank.hooks[0]!, sing(nameLine!, event.honoree, event.role), bank.hooks[1]!, partner!];
  }
  const pair = rng.pick(bank.chorusLines);
  return [bank.hooks[0]!, pair[0]!.replace('{crew}', () => crewOf(names)), bank.hooks[1]!, pair[1]!];
}

/** Names per line once a crew is big: a roll call of one name per line drags on. */
function groupSize(count: number): number {
  return count < 7 ? 1 : count <= 12 ? 2 : 3;
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cleo". */
function joinNames(group: readonly string[]): string {
  if (group.length === 0) return '';
  return group.length === 1 ? group[0]! : `${group.slice(0, -1).join(', ')} and ${group[group.length - 1]}`;
}

const namesIn = (units: readonly Unit[]) => units.reduce((n, u) => n + u.length, 0);

/**
 * The preview in the composer's terms: the syllables a verse-1 line (and an intro line) holds
 * without taking more bars (a longer line pushes the next ones out of the preview). Margins as
 * for PREVIEW_VERSE_LINES: the syllables still fit at a tempo 10 % faster than today's.
 */
export const PREVIEW_LINE_SYLLABLES: Record<SongStyle, { verse: number; intro: number }> = {
  'hip-hop': { verse: 10, intro: 20 },
  'k-pop': { verse: 15, intro: 15 },
  kids: { verse: 15, intro: 15 },
  wedding: { verse: 16, intro: 16 },
};

/** Syllables a line holds, and those of the words around its names. */
interface Budget {
  syllables: number;
  frame: number;
}

interface PreviewRoom {
  verseLines: number;
  /** A verse line of names (the shortest opener and ending around them). */
  line: Budget;
  /** The guest of honour's own verse line. */
  event: Budget;
  /** The intro's first and second lines. */
  intro: [Budget, Budget];
}

const syllablesOf = (units: readonly Unit[]) => countLineSyllables(joinNames(units.flat()));

function previewRoom(style: SongStyle, bank: StyleBank, event: ResolvedEvent): PreviewRoom {
  const bare = (template: string) => countLineSyllables(fill(template, [], event.role));
  // The couplet's rhyme family is drawn before its lines: count on the family whose shortest ending is longest.
  const ending = Math.max(...bank.rhymes.map((family) => Math.min(...family.map((e) => countLineSyllables(e)))));
  const { verse, intro } = PREVIEW_LINE_SYLLABLES[style];
  return {
    verseLines: PREVIEW_VERSE_LINES[style],
    line: { syllables: verse, frame: Math.min(...bank.nameOpeners.map(bare)) + ending },
    event: { syllables: verse, frame: (event.openers.length > 0 ? bare(event.openers[0]!) : 0) + ending },
    intro: [{ syllables: intro, frame: bare(bank.intro[0]!) }, { syllables: intro, frame: bare(bank.intro[2]!) }],
  };
}

/** Preview lines a line of these names takes (one, unless the names alone overfill it). */
const costOf = (units: readonly Unit[], budget: Budget) => Math.max(1, Math.ceil((syllablesOf(units) + budget.frame) / budget.syllables));

/**
 * Splits units, in order, into groups for at most `lines` preview lines, as even as they go (the
 * first take one more), each at most `max` names and short enough to keep its bars; a couple
 * stays on a line of its own, and a line never holds the same person twice. Units that do not
 * fit are left out (a crew too big for the room).
 */
function pack(units: readonly Unit[], lines: number, budget: Budget, max = MAX_NAMES_PER_LINE, even = true): Unit[][] {
  const groups = packGreedy(units, lines, budget, max, even);
  // Even shares may strand a long name at the end: then fill each line as full as it goes.
  if (even && namesIn(groups.flat()) < namesIn(units)) {
    const full = packGreedy(units, lines, budget, max, false);
    if (namesIn(full.flat()) > namesIn(groups.flat())) return full;
  }
  return groups;
}

function packGreedy(units: readonly Unit[], lines: number, budget: Budget, max: number, even: boolean): Unit[][] {
  const groups: Unit[][] = [];
  let used = 0;
  let at = 0;
  while (at < units.length && used < lines) {
    const left = namesIn(units.slice(at));
    const target = even ? Math.min(max, Math.max(1, Math.ceil(left / (lines - used)))) : max;
    const group: Unit[] = [units[at]!];
    const fits = (u: Unit) => group[0]!.length === 1 && u.length === 1 && namesIn(group) < target && !group.some((g) => g[0] === u[0]) && costOf([...group, u], budget) === 1;
    while (at + 1 < units.length && fits(units[at + 1]!)) group.push(units[++at]!);
    // One name too long to share a line: a line of `max` names over two lines' time sings more.
    const wider = units.slice(at, at + max);
    if (group.length === 1 && target > 1 && wider.length === max && wider.every((u, i) => u.length === 1 && wider.findIndex((w) => w[0] === u[0]) === i) && costOf(wider, budget) === 2) {
      group.push(...wider.slice(1));
      at += max - 1;
    }
    const cost = costOf(group, budget);
    if (used + cost > lines) break;
    groups.push(group);
    used += cost;
    at++;
  }
  return groups;
}

/** Preview lines `units` take at `max` names to a line (a couple on its own). */
function packedLines(units: readonly Unit[], budget: Budget, max = MAX_NAMES_PER_LINE): number {
  return pack(units, Number.MAX_SAFE_INTEGER, budget, max, false).reduce((n, g) => n + costOf(g, budget), 0);
}

interface PreviewPlan {
  /** Names on the intro's first line. */
  intro1: string[];
  /** Names on the intro's second line, when the preview needs the room. */
  intro2?: string[];
  /** True when the guest of honour's line opens verse 1 (inside the preview). */
  eventFirst: boolean;
  /** Verse-1 name lines that open the verse, after the guest of honour's line. */
  opening: Unit[][];
  /** Units sung in the preview. */
  covered: Set<Unit>;
}

/**
 * Where the names go in the preview: the intro's first line sings the guest of honour (or the
 * first name), then the first verse-1 lines sing everyone not sung yet, in the order given. A
 * small crew's spare lines sing again the names heard only once (a name sung once in 40 s of
 * music is easily missed: ADR 0008). When the preview is short of lines, the intro's second line
 * carries names too (a small crew's first name again, or the next names), a big crew's guest of
 * honour's verse line moves after them, and at a party the intro's first line greets up to three.
 */
function planPreview(crew: Unit[], event: ResolvedEvent, room: PreviewRoom, crewSize: number): PreviewPlan {
  const small = groupSize(crewSize) === 1;
  type Candidate = { plan: PreviewPlan; missing: number; once: number; grouped: number };
  const candidates: Candidate[] = [];
  const consider = (intro1: Unit[], intro2Mode: 'plain' | 'echo' | 'names', eventFirst: boolean, max = MAX_NAMES_PER_LINE) => {
    const eventCost = event.honoree && eventFirst ? costOf([event.honoree], room.event) : 0;
    const lines = room.verseLines - eventCost;
    const heard = new Map<Unit, number>();
    const hear = (units: readonly Unit[]) => units.forEach((u) => heard.set(u, (heard.get(u) ?? 0) + 1));
    hear(intro1);
    if (event.honoree && eventFirst) hear([event.honoree]);
    let pass1 = crew.filter((u) => !intro1.includes(u));
    let intro2: Unit[] | undefined;
    if (intro2Mode === 'echo') intro2 = intro1;
    if (intro2Mode === 'names') {
      intro2 = pack(pass1, 1, room.intro[1], max, false)[0];
      pass1 = pass1.filter((u) => !intro2?.includes(u));
    }
    hear(intro2 ?? []);
    hear(pass1);
    // Names heard once after the first pass, for a small crew's echo.
    const echo = small ? [...pass1, ...(intro2Mode === 'names' ? intro2 ?? [] : []), ...intro1].filter((u) => u !== event.honoree && heard.get(u) === 1) : [];
    const need1 = packedLines(pass1, room.line, max);
    const echoLines = echo.length > 0 ? packedLines(echo, room.line) : 0;
    // A small crew's first pass one name to a line while the echo still fits; a big crew's two.
    const lines1 = small
      ? Math.max(Math.min(need1, lines), Math.min(pass1.length, lines - echoLines))
      : Math.min(lines, Math.max(need1, Math.ceil(namesIn(pass1) / groupSize(crewSize))));
    const groups1 = pack(pass1, Math.max(0, lines1), room.line, max);
    const used1 = groups1.reduce((n, g) => n + costOf(g, room.line), 0);
    const echoGroups = pack(echo, Math.max(0, lines - used1), room.line);
    const opening = [...groups1, ...echoGroups];
    const covered = new Set<Unit>([...intro1, ...(intro2 ?? []), ...opening.flat()]);
    const mentionsOf = (u: Unit) => [intro1, intro2 ?? [], ...opening].filter((g) => g.includes(u)).length + (event.honoree === u && eventFirst ? 1 : 0);
    const missing = crew.filter((u) => !covered.has(u)).length;
    const once = small ? [...crew, ...(event.honoree ? [event.honoree] : [])].filter((u) => mentionsOf(u) < 2).length : 0;
    const grouped = small ? groups1.filter((g) => g.length > 1).length : 0;
    candidates.push({ plan: { intro1: intro1.flat(), intro2: intro2?.flat(), eventFirst, opening, covered }, missing, once, grouped });
  };
  const first: Unit[] = [event.honoree ?? crew[0]!];
  consider(first, 'plain', true);
  if (!event.honoree) consider(first, 'echo', true);
  consider(first, 'names', true);
  if (event.honoree) consider(first, 'names', false);
  // A birthday person may share the intro's greeting with the first guests (a couple never does).
  if (event.kind === 'birthday') consider(pack([event.honoree!, ...crew], 1, room.intro[0], MAX_NAMES_PER_LINE, false)[0] ?? first, 'names', false);
  else if (!event.honoree) consider(pack(crew, 1, room.intro[0], MAX_NAMES_PER_LINE, false)[0] ?? first, 'names', true);
  // A crew the preview cannot hold otherwise: the verse lines take four names over two lines' time.
  if (event.honoree && event.kind === 'wedding') consider(first, 'names', false, MAX_NAMES_PER_LINE + 1);
  // The first layout that sings everyone (a small crew twice, one name to a line) wins; else the
  // one that misses fewest.
  candidates.sort((a, b) => a.missing - b.missing || a.once - b.once || a.grouped - b.grouped);
  return candidates[0]!.plan;
}

/**
 * Name slots for the later lines: every unit once, `size` names to a line for a big crew (the
 * couple always alone); a small crew's units are repeated so each is sung at least twice.
 */
function nameSlots(units: readonly Unit[], rng: Rng, size: number, repeat: boolean): Unit[][] {
  if (units.length === 0) return [];
  if (size > 1) return chunk(rng.shuffle(units), size);
  const slots = units.map((u) => [u]);
  if (repeat) {
    const target = Math.max(LINES_PER_VERSE, units.length * 2);
    while (slots.length < target) slots.push(...rng.shuffle(units).map((u) => [u]));
    slots.length = target;
  }
  return slots;
}

/** Groups of up to `size` names, a couple on its own. */
function chunk(units: readonly Unit[], size: number): Unit[][] {
  const groups: Unit[][] = [];
  for (const u of units) {
    const last = groups[groups.length - 1];
    if (u.length > 1 || !last || last[0]!.length > 1 || namesIn(last) + u.length > size) groups.push([u]);
    else last.push(u);
  }
  return groups;
}

function buildVerses(writer: LineWriter, rng: Rng, crew: Unit[], event: ResolvedEvent, preview: PreviewPlan, crewSize: number, previewLine: Budget, eventLine: Budget): string[][] {
  const size = groupSize(crewSize);
  const opening = preview.opening;
  const covered = [...preview.covered].filter((u) => u !== event.honoree);
  // The rest of the song's name lines: a small crew keeps its repeats (each name twice or more in
  // all), minus one for each it sang in the preview; a big crew sings the names the preview
  // missed, then everyone once more as far as the budget goes.
  let rest: Unit[][];
  if (size === 1) {
    rest = nameSlots(crew, rng, 1, true);
    for (const u of crew) {
      if (!preview.covered.has(u)) continue;
      const i = rest.findIndex((g) => g[0] === u);
      if (i >= 0) rest.splice(i, 1);
    }
  } else {
    // As many name lines in all as the crew takes at `size` to a line (no roll call), and at
    // least three for the later verses; with the dance calls, everyone is sung twice or more.
    const unheard = nameSlots(crew.filter((u) => !covered.includes(u)), rng, size, false);
    const budget = Math.max(Math.ceil(namesIn(crew) / size), opening.length + 3) - opening.length;
    rest = [...unheard, ...nameSlots(crew.filter((u) => covered.includes(u)), rng, size, false)].slice(0, Math.max(unheard.length, budget));
  }
  const honoreeLine = event.honoree ? [event.honoree] : [];
  const verseCount = Math.min(MAX_VERSES, Math.max(2, Math.ceil((opening.length + rest.length) / LINES_PER_VERSE)));
  const share = Math.ceil((opening.length + rest.length) / verseCount);
  const verses: string[][] = [];
  let cursor = 0;
  for (let v = 0; v < verseCount; v++) {
    type Spec = { units: Unit[]; event?: boolean; preview?: boolean } | null;
    const eventSpec: Spec[] = honoreeLine.length ? [{ units: honoreeLine, event: true, preview: v === 0 && preview.eventFirst }] : [];
    const openingSpecs: Spec[] = opening.map((units) => ({ units, preview: true }));
    const head: Spec[] = v === 0 ? (preview.eventFirst ? [...eventSpec, ...openingSpecs] : [...openingSpecs, ...eventSpec]) : eventSpec;
    const take = v === 0
      ? Math.max(0, Math.min(LINES_PER_VERSE - head.length, share - opening.length, rest.length))
      : Math.ceil((rest.length - cursor) / (verseCount - v));
    const portion: Spec[] = rest.slice(cursor, cursor + take).map((units) => ({ units }));
    cursor += portion.length;
    // Line specs: the event line and (verse 1) the names not sung yet first, then the names with
    // plain lines mixed in, in couplets.
    const specs: Spec[] = [...head, ...rng.shuffle([...portion, ...Array<Spec>(Math.max(0, LINES_PER_VERSE - portion.length - head.length)).fill(null)])];
    if (specs.length % 2 === 1) specs.push(null);
    const lines: string[] = [];
    for (let i = 0; i < specs.length; i += 2) {
      const family = writer.nextFamily();
      for (let k = i; k < i + 2; k++) {
        const spec = specs[k];
        // Each verse greets the guest of honour with the next of the event's openers ("Happy birthday …" first).
        const opener = spec?.event ? event.openers[v % event.openers.length]! : undefined;
        // A preview line keeps to the bars the preview plan gave it.
        const limit = spec?.preview ? previewLine.syllables * costOf(spec.units, spec.event ? eventLine : previewLine) : undefined;
        const line = writer.line(family, opener, spec ? spec.units.flat() : undefined, event.role, limit);
        lines.push(line.text);
        if (k === i) writer.rhymeWith(line.ending);
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

/**
 * The dance break's calls, one per dancer; a big crew gets two calls to a line (no roll call),
 * and the bride and groom share theirs.
 */
function callLines(bank: StyleBank, moves: DanceMove[], event: ResolvedEvent): string[] {
  if (moves.length < 7) return moves.map((m, i) => fill(bank.bridgeCalls[i % bank.bridgeCalls.length]!, [m.name]).replace('{move}', () => m.move));
  const couple = event.kind === 'wedding' && event.honoree && event.honoree.length === 2 && event.honoree.every((n) => moves.some((m) => m.name === n)) ? event.honoree : undefined;
  const call = (m: DanceMove) => `${m.name}, ${m.move}`;
  const lines: string[] = [];
  if (couple) lines.push(couple.map((n) => call(moves.find((m) => m.name === n)!)).join(', '));
  const others = moves.filter((m) => !couple?.includes(m.name));
  for (let i = 0; i < others.length; i += 2) lines.push(others.slice(i, i + 2).map(call).join(', '));
  return lines;
}

/**
 * Fills a template for one name or a group: `[singular|plural]` takes the form the names agree
 * with, `{name}` (and `{couple}`, should one slip in) the names, `{role}` the wedding role.
 */
function fill(template: string, names: readonly string[], role?: string): string {
  const plural = names.length > 1;
  return template
    .replace(/\[([^|\]]*)\|([^\]]*)\]/g, (_, one: string, many: string) => (plural ? many : one))
    .replace(/\{role\}/g, () => role ?? '')
    .replace(/\{(?:name|couple)\}/g, () => joinNames(names))
    .replace(/\s{2,}/g, ' ');
}

/** A fixed line sung for a unit (the intro, the chorus's name line). */
function sing(template: string, names: readonly string[], role?: string): string {
  return capitalise(fill(template, names, role));
}

function capitalise(line: string): string {
  return line.charAt(0).toLocaleUpperCase() + line.slice(1);
}

const lastWord = (text: string) => (text.toLowerCase().match(/[\p{L}'-]+/gu) ?? []).pop() ?? '';

/** Builds metre-true, never-repeated lines from openers and rhyme families. */
class LineWriter {
  private readonly usedLines = new Set<string>();
  private readonly usedEndings = new Set<string>();
  private readonly usedOpeners = new Map<string, number>();
  private readonly familyOrder: number[];
  private familyCursor = 0;
  /** The ending the next line must rhyme with on a different word (the couplet's first line). */
  private partner: string | undefined;
  private lastOpener: string | undefined;

  constructor(private readonly bank: StyleBank, private readonly rng: Rng) {
    this.familyOrder = rng.shuffle(bank.rhymes.map((_, i) => i));
  }

  markUsed(lines: string[]): void {
    for (const l of lines) this.usedLines.add(normalise(l));
  }

  nextFamily(): string[] {
    const family = this.bank.rhymes[this.familyOrder[this.familyCursor % this.familyOrder.length]!]!;
    this.familyCursor++;
    this.partner = undefined;
    return family;
  }

  rhymeWith(ending: string): void {
    this.partner = ending;
  }

  /**
   * A line of `opener, ending` for the names (or none), its ending from `family` and, for a
   * couplet's second line, on another word than the first's: a word never rhymes with itself.
   */
  line(family: string[], opener: string | undefined, names: readonly string[] | undefined, role?: string, maxSyllables?: number): { text: string; ending: string } {
    const openers = opener ? [opener] : names ? this.bank.nameOpeners : this.bank.plainOpeners;
    const endings = this.partner ? family.filter((e) => lastWord(e) !== lastWord(this.partner!)) : family;
    let best: { text: string; score: number; opener: string; ending: string } | undefined;
    for (let attempt = 0; attempt < 80; attempt++) {
      const o = this.rng.pick(openers);
      const ending = this.rng.pick(endings);
      const head = names ? fill(o, names, role) : o;
      const text = capitalise(`${head}, ${ending}`);
      if (this.usedLines.has(normalise(text))) continue;
      const syllables = countLineSyllables(text);
      // A preview line longer than its bars hold pushes the next names out of the preview.
      const overlong = maxSyllables === undefined ? 0 : Math.max(0, syllables - maxSyllables);
      const offMetre = Math.abs(syllables - this.bank.metre);
      const score = overlong * 10 + offMetre * 4 + (this.usedEndings.has(ending) ? 3 : 0) + (o === this.lastOpener ? 12 : 0) + (this.usedOpeners.get(o) ?? 0) * 3;
      if (!best || score < best.score) best = { text, score, opener: o, ending };
      if (score === 0) break;
    }
    if (!best) {
      // Every pick was taken: walk every opener and ending for one still free.
      for (const o of openers) {
        for (const ending of endings) {
          const text = capitalise(`${names ? fill(o, names, role) : o}, ${ending}`);
          if (!this.usedLines.has(normalise(text))) {
            best = { text, score: 99, opener: o, ending };
            break;
          }
        }
        if (best) break;
      }
    }
    // Nothing left at all (never seen): the first combination again, rhyme intact.
    best ??= { text: capitalise(`${names ? fill(openers[0]!, names, role) : openers[0]!}, ${endings[0]!}`), score: 99, opener: openers[0]!, ending: endings[0]! };
    this.usedLines.add(normalise(best.text));
    this.usedEndings.add(best.ending);
    this.usedOpeners.set(best.opener, (this.usedOpeners.get(best.opener) ?? 0) + 1);
    this.lastOpener = best.opener;
    return { text: best.text, ending: best.ending };
  }
}

function normalise(line: string): string {
  return line.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}
