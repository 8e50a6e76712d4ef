import { join } from 'node:path';
import { InvalidRenderRequestError } from '../errors';
import { phonesSaid } from '../vocals/flite';
import { readNamesFile } from '../testing/names-heard';
import { isEnglishDictionaryWord } from './english-dictionary';
import { crewLanguage, defaultPronunciation, fliteLexiconOf, spokenFormOf, spokenNameWords, standInToken, validateSoundsLike } from './pronunciation';
import { lexiconEntries, withoutMarks, worldLexicon } from './world-lexicon';
import { languageScores } from './language-model';
import { commonEnglishNames } from './spelling-rules';

const bare = (phones: readonly string[] | undefined) => phones?.join(' ').replace(/\d/g, '');

describe('default pronunciation of names of the world', () => {
  // Read by their language's spelling rules (none of these is in the lexicon).
  it.each([
    ['Tomasz', 'T AO M AA SH'], ['Krzysztof', 'K SH IH SH T AO F'], ['Grzegorz', 'G ZH EH G AO SH'], ['Łukasz', 'W UW K AA SH'],
    ['Ngozi', 'N G OW Z IY'], ['Adebayo', 'AA D EH B AA Y OW'], ['Kwame', 'K W AA M EY'],
    ['Zhang', 'JH AA NG'], ['Xiao', 'SH Y AW'], ['Qian', 'CH Y EH N'], ['Xin', 'SH IH N'],
    ['Haruki', 'HH AA R UW K IY'], ['Tsubasa', 'T S UW B AA S AH'], ['Ryota', 'R Y OW T AH'],
    ['Seo-yeon', 'S AH Y AH N'], ['Ji-hoon', 'JH IY HH UW N'], ['Jae-hwan', 'JH EH HH W AA N'],
    ['Giovanni', 'JH OW V AA N IY'], ['Giuseppe', 'JH UW Z EH P EY'], ['Francesca', 'F R AA N CH EH S K AH'],
    ['Jürgen', 'Y UH R G AH N'], ['Heike', 'HH AY K AH'], ['Jochen', 'Y AO K AH N'],
    ['Şükrü', 'SH UW K R UW'], ['Gökhan', 'G ER K HH AA N'], ['Ayşe', 'AY SH EH'],
    ['Wanjiru', 'W AA N JH IY R UW'], ['Mwangi', 'M W AA NG G IY'], ['Nyokabi', 'N Y OW K AA B IY'],
    ['Søren', 'S ER R AH N'], ['Kjell', 'SH EH L'], ['Åsa', 'OW S AH'],
    ['Zsófia', 'ZH OW F IY AO'], ['Csaba', 'CH AO B AO'],
    ['Tomáš', 'T AO M AA SH'], ['Václav', 'V AA T S L AA F'],
    ['Phuong', 'F AH NG'], ['Thanh', 'T AA N'], ['Tuan', 'T W AA N'],
    ['Panagiotis', 'P AA N AA Y OW T IY S'], ['Yiannis', 'Y AA N IY S'],
    ['Svetlana', 'S V EH T L AA N AH'], ['Dmitri', 'D M IY T R IY'], ['Kovalenko', 'K OW V AA L EH N K OW'],
    ['Aoife', 'IY F AH'], ['Caoimhe', 'K IY V AH'], ['Tadhg', 'T AY G'],
    ['Sjoerd', 'SH UW R T'], ['Maarten', 'M AA R T AH N'],
    ['Mireille', 'M IY R EY'], ['Françoise', 'F R AA N S W AA Z'],
    ['Avraham', 'AA V R AA HH AA M'], ['Abdullah', 'AA B D UH L AH'], ['Ananya', 'AH N AH N Y AH'],
    ['Enrico', 'EH N R IY K OW'], ['Rinaldo', 'R IY N AA L D OW'], ['Márcio', 'M AA R S Y OW'], ['Açucena', 'AA S UW S EH N AH'], ['Adão', 'AA D AW'],
    ['Horacio', 'OW R AA S Y OW'], ['Bonifacio', 'B OW N IY F AA S Y OW'], ['Boccaccio', 'B AO K AA CH OW'],
  ])('%s is read by its language rules as %s', (name, phones) => {
    expect(worldLexicon().entries.get(name.toLowerCase())?.some((e) => e.phones)).toBeFalsy();
    expect(bare(defaultPronunciation(name)?.phones)).toBe(phones);
  });

  it('stresses Tomasz on its first syllable with a full vowel in each ("TOH-mahsh", not "tuh-MASH")', () => {
    expect(defaultPronunciation('Tomasz')?.phones.join(' ')).toBe('T AO1 M AA0 SH');
  });

  it('stresses Portuguese names on the endings Portuguese stresses last, and a written accent wins', () => {
    expect(defaultPronunciation('Adão')?.phones.join(' ')).toBe('AA0 D AW1');
    expect(defaultPronunciation('Açucena')?.phones.join(' ')).toBe('AA0 S UW0 S EH1 N AH0');
    expect(defaultPronunciation('Ibáñez')?.phones.join(' ')).toBe('IY0 B AA1 N Y EH0 S');
  });

  it.each([
    ['Zoë', 'Z OW IY'], ['Siobhan', 'SH IH V AO N'], ['Nguyen', 'N W IH N'], ['Niamh', 'N IY V'], ['Joaquín', 'W AA K IY N'], ['João', 'ZH W AW'],
    ['Guillaume', 'G IY Y OW M'], ['SIOBHÁN', 'SH IH V AO N'],
  ])('%s comes from the lexicon of common names as %s', (name, phones) => {
    expect(defaultPronunciation(name)).toMatchObject({ source: 'lexicon' });
    expect(bare(defaultPronunciation(name)?.phones)).toBe(phones);
  });

  it.each(['Olivia', 'Rebecca', 'Andrew', 'Michael', 'Jessica', 'Brandon', 'Stephanie', 'Jane', 'Kelly', 'Eddie', 'Tracy', 'Blake', 'Frank', 'Louis', 'Ian', 'Howard', 'Diane', 'Eugene', 'Anne', 'Yvonne', 'Joanne', 'Loretta', 'Henrietta'])(
    'leaves the English name %s to the voice',
    (name) => {
      expect(defaultPronunciation(name)).toBeUndefined();
    },
  );
});

describe('names the lexicon does not list', () => {
  it.each([
    ['Đức', 'vietnamese', 'D UH K'], ['Matti', 'finnish', 'M AA T IY'], ['Miroslav', 'czech', 'M IH R AO S L AA F'], ['Lukáš', 'czech', 'L UH K AA SH'],
    ['Nicolò', 'italian', 'N IY K OW L OW'],
    // Marked letters: never left to the voice, and never read by a language that does not write them.
    ['Trâm', 'vietnamese', 'CH AH M'], ['Hülya', 'turkish', 'HH UW L Y AA'], ['Szilárdka', 'hungarian', 'S IY L AA R D K AO'], ['Gyöngyi', 'hungarian', 'JH ER N JH IY'],
    // Pinyin of two syllables with x, q, zh, -ao, -ng; Old Germanic name parts; Indian bh; Persian.
    ['Lixin', 'chinese', 'L IY SH IH N'], ['Mengyao', 'chinese', 'M AH NG Y AW'], ['Siegmund', 'german', 'Z IY K M UH N T'], ['Bharatan', 'indian', 'B AH R AH T AH N'],
    ['Kourosh', 'persian', 'K UW R OW SH'],
    // Vietnamese iê; Greek y between consonants; a háček outweighing an English shape; Dutch -tje; German final devoicing;
    // Korean's full final a; a Spanish Mac-; Polish zi before a consonant; Russian ai before a consonant as two vowels.
    ['Tiến', 'vietnamese', 'T Y EH N'], ['Chrysostomos', 'greek', 'K R IY S OW S T OW M OW S'], ['Žaneta', 'czech', 'ZH AA N EH T AH'],
    ['Pietje', 'dutch', 'P IY CH AH'], ['Siegbert', 'german', 'Z IY K B EH R T'], ['Min-ah', 'korean', 'M IH N AA'], ['Macario', 'spanish', 'M AA K AA R Y OW'],
    ['Kazimierz', 'polish', 'K AA ZH IY M Y EH SH'], ['Raisa', 'slavic', 'R AA IY S AH'],
    // Finnish kk between vowels.
    ['Veikko', 'finnish', 'V EY K OW'],
  ])('reads %s by its language (%s) as %s', (name, source, phones) => {
    expect(defaultPronunciation(name)).toMatchObject({ source });
    expect(bare(defaultPronunciation(name)?.phones)).toBe(phones);
  });

  it.each([
    ['Karthigan', 'K AH1 R T IH0 G AH0 N'], ['Nandhini', 'N AH1 N D IH0 N IY0'], ['Tarakesh', 'T AH0 R AH0 K EY1 SH'], ['Supriya', 'S UH0 P R IH1 Y AH0'],
  ])('stresses the Indian name %s on its heavy syllable (%s), not always on the one before last', (name, phones) => {
    expect(defaultPronunciation(name)?.phones.join(' ')).toBe(phones);
  });

  it.each([
    // French chr-, a y before a vowel; German schwa in an open syllable after the first and the long u of -run; Arabic's Maghreb ch;
    // Sri/Shri with a long ī; Welsh i before a vowel as a y; Irish unstressed a as a schwa; Vietnamese typed without marks (d as đ, final ch as k).
    ['Christophine', 'K R IY S T OW F IY N'], ['Yolaine', 'Y OW L EY N'], ['Friedemann', 'F R IY D AH M AA N'], ['Heidrun', 'HH AY D R UW N'],
    ['Hichem', 'HH IH SH EH M'], ['Srikanth', 'S R IY K AH N T'], ['Iolyn', 'Y OW L IH N'], ['Lorcan', 'L OW R K AH N'], ['Duc', 'D UH K'], ['Thach', 'T AA K'],
  ])('reads %s by its language\'s spelling as %s', (name, phones) => {
    expect(bare(defaultPronunciation(name)?.phones)).toBe(phones);
  });

  it('reads a final -ís after a vowel as Portuguese, stressed where the accent says (Laís is "la-EES", not Vietnamese for its th- or ai)', () => {
    expect(defaultPronunciation('Laís')).toEqual({ phones: ['L', 'AA0', 'IY1', 'S'], source: 'portuguese' });
    expect(defaultPronunciation('Raís')?.phones.join(' ')).toBe('R AA0 IY1 S');
  });

  it.each([['Yanling', 'Y EH N L IH NG'], ['Xuanmei', 'SH W EH N M EY'], ['Yuexin', 'Y W EH SH IH N']])('reads the Pinyin %s as Mandarin says it (%s)', (name, phones) => {
    expect(bare(defaultPronunciation(name)?.phones)).toBe(phones);
  });

  it.each([
    ['Loredana', 'L OW R EH D AA N AH'], ['Roxandra', 'R OW K S AA N D R AH'], ['Wenceslao', 'W EH N S EH S L AA OW'],
  ])('reads %s, a continental name of three syllables or more the letters leave to the voice, by a European language (%s), not by English letter-to-sound', (name, phones) => {
    expect(bare(defaultPronunciation(name)?.phones)).toBe(phones);
  });

  it('reads a name the English voice does not know (not in its dictionary) by a language at least as likely as English', () => {
    expect(isEnglishDictionaryWord('Marcelin')).toBe(false);
    expect(bare(defaultPronunciation('Marcelin')?.phones)).toBe('M AA R S AH L AE N');
  });

  it('leaves English names the voice knows to it unless the letters are far likelier foreign (Gerald is not German)', () => {
    for (const name of ['Gerald', 'Baldwin', 'Seymour', 'Hewitt', 'Archibald', 'Claude', 'Vince', 'Elinor']) {
      expect(isEnglishDictionaryWord(name)).toBe(true);
      expect(defaultPronunciation(name)).toBeUndefined();
    }
  });

  it('leaves English names ending so to the voice: with a y, or listed as English', () => {
    for (const name of ['Makayla', 'Skyla', 'Theresa', 'Marietta', 'Angelica', 'Rowena']) expect(defaultPronunciation(name)).toBeUndefined();
  });

  it('leaves names of English shape (and two-letter words) to the voice, even where a letter or two looks foreign', () => {
    for (const name of ['Johnny', 'Willie', 'Hudson', 'Mitchell', 'to', 'Jo']) expect(defaultPronunciation(name)).toBeUndefined();
  });

  it('leaves words with an apostrophe and Pinyin-shaped English names to the voice', () => {
    for (const name of ["Here's", "O'Brien", 'Dorian', 'Tiana', 'Logan', 'Megan']) expect(defaultPronunciation(name)).toBeUndefined();
  });
});

describe('the lexicon of common world names (data)', () => {
  it('lists a few hundred names in each of at least 20 languages', () => {
    const perLanguage = new Map<string, number>();
    for (const list of worldLexicon().entries.values()) for (const e of list) perLanguage.set(e.language, (perLanguage.get(e.language) ?? 0) + 1);
    expect([...perLanguage.values()].filter((n) => n >= 80).length).toBeGreaterThanOrEqual(20);
  });

  // The development files world-names, -fresh and -fresh2 are listed (their names with the pronunciations written there); the held-out ones never.
  it.each(['world-names-unseen.tsv', 'world-names-fresh3.tsv', 'world-names-fresh4.tsv'])('holds none of the held-out names of bench/names/%s', (file) => {
    const held = readNamesFile(join(__dirname, '../../bench/names', file));
    expect(held.length).toBeGreaterThanOrEqual(200);
    expect(held.filter((n) => worldLexicon().entries.has(n.name.normalize('NFC').toLowerCase())).map((n) => n.name)).toEqual([]);
  });

  it.each([
    ['world-names-fresh3.tsv', ['world-names.tsv', 'world-names-unseen.tsv', 'world-names-fresh.tsv', 'world-names-fresh2.tsv']],
    ['world-names-fresh4.tsv', ['world-names.tsv', 'world-names-unseen.tsv', 'world-names-fresh.tsv', 'world-names-fresh2.tsv', 'world-names-fresh3.tsv']],
  ])('keeps the fresh held-out file %s apart from the development files %j and the lexicon', (file, devFiles) => {
    const fresh = readNamesFile(join(__dirname, '../../bench/names', file));
    expect(new Set(fresh.map((n) => n.language)).size).toBeGreaterThanOrEqual(15);
    const key = (name: string) => withoutMarks(name.normalize('NFC').toLowerCase());
    expect(new Set(fresh.map((n) => key(n.name))).size).toBe(fresh.length);
    const dev = new Set(devFiles.flatMap((f) => readNamesFile(join(__dirname, '../../bench/names', f)).map((n) => key(n.name))));
    expect(fresh.filter((n) => dev.has(key(n.name))).map((n) => n.name)).toEqual([]);
    // Nor in the lexicon even without diacritics (the lexicon finds "Jose" as José).
    expect(fresh.filter((n) => lexiconEntries(worldLexicon(), n.name.normalize('NFC').toLowerCase()).length > 0 || worldLexicon().entries.has(key(n.name))).map((n) => n.name)).toEqual([]);
  });

  it('keeps the everyday names file (names as guests have them, lexicon names included) apart from every other bench file', () => {
    const bench = (f: string) => readNamesFile(join(__dirname, '../../bench/names', f));
    const everyday = bench('world-names-everyday.tsv');
    expect(new Set(everyday.map((n) => n.language)).size).toBeGreaterThanOrEqual(15);
    const key = (name: string) => withoutMarks(name.normalize('NFC').toLowerCase());
    expect(new Set(everyday.map((n) => key(n.name))).size).toBe(everyday.length);
    const others = ['world-names.tsv', 'world-names-unseen.tsv', 'world-names-fresh.tsv', 'world-names-fresh2.tsv', 'world-names-fresh3.tsv', 'world-names-fresh4.tsv'];
    const dev = new Set(others.flatMap((f) => bench(f).map((n) => key(n.name))));
    expect(everyday.filter((n) => dev.has(key(n.name))).map((n) => n.name)).toEqual([]);
  });

  it.each([
    ['Giulia', 'italian', 'JH UW L Y AH'], ['Giorgia', 'italian', 'JH AO R JH AH'], ['Chiara', 'italian', 'K Y AA R AH'], ['Simão', 'portuguese', 'S IY M AW'],
    ['Wiktoria', 'polish', 'V IY K T AO R Y AH'], ['Joost', 'lexicon', 'Y OW S T'], ['Ngozi', 'west-african', 'N G OW Z IY'], ['Fereshteh', 'persian', 'F EH R EH SH T EH'],
    ['Olwen', 'welsh', 'OW L W EH N'],
  ])('reads the listed name %s by its language (%s) as %s', (name, source, phones) => {
    expect(defaultPronunciation(name)).toMatchObject({ source });
    expect(bare(defaultPronunciation(name)?.phones)).toBe(phones);
  });

  it('keeps the English reading of names English speakers share (Daniel, Maria, Anna, Laura, Simon), even in a crew of another language', () => {
    for (const name of ['Daniel', 'Maria', 'Anna', 'Laura', 'Simon', 'Julia', 'Emma', 'Oliver']) {
      expect(defaultPronunciation(name)).toBeUndefined();
      expect(spokenNameWords(['Giulia', 'Matteo', 'Chiara', name]).has(name.toLowerCase())).toBe(false);
    }
  });

  it('reads a name English shares only in a crew of its language: Beatrice among Giulia, Matteo and Chiara is Italian', () => {
    expect(defaultPronunciation('Beatrice')).toBeUndefined();
    expect(crewLanguage(['Giulia', 'Matteo', 'Chiara', 'Beatrice'])).toBe('italian');
    expect(bare(defaultPronunciation('Beatrice', 'italian')?.phones)).toBe('B EY AA T R IY CH EY');
    const words = spokenNameWords(['Giulia', 'Matteo', 'Chiara', 'Beatrice']);
    expect(fliteLexiconOf(words)?.get(words.get('beatrice')!)).toBe('b ey0 aa0 t r iy1 ch ey0');
    expect(spokenNameWords(['Beatrice', 'Olivia', 'James']).has('beatrice')).toBe(false);
  });

  it('takes a crew language only when its names show it clearly', () => {
    expect(crewLanguage(['Giulia', 'Olivia', 'James', 'Emma'])).toBeUndefined(); // one Italian name of four
    expect(crewLanguage(['Giulia', 'Matteo', 'Jürgen', 'Heike'])).toBeUndefined(); // a tie
    expect(crewLanguage(['Giulia', 'Matteo', 'Olivia', 'James'])).toBe('italian');
    expect(crewLanguage(['Zofia', 'Wiktoria', 'Łukasz'])).toBe('polish');
  });

  it('reads a name with no sign and no entry by the crew language; other names keep their own', () => {
    const words = spokenNameWords(['Giulia', 'Matteo', 'Chiara', 'Benvenuta', 'Ngozi']);
    expect(fliteLexiconOf(words)?.get(words.get('benvenuta')!)).toBe('b eh0 n v eh0 n uw1 t ah0');
    expect(fliteLexiconOf(words)?.get(words.get('ngozi')!)).toBe('n g ow1 z iy0');
  });
});

describe('the likely language of an unlisted name with no sign (letter trigrams learnt from the lexicon)', () => {
  it('reads a name like its language\'s listed names', () => {
    expect(defaultPronunciation('Mariagrazia')).toMatchObject({ source: 'italian' });
    expect(defaultPronunciation('Oluwakemi')).toMatchObject({ source: 'west-african' });
  });

  it('reads a name alone by a language twenty times likelier than English for its letters', () => {
    expect(defaultPronunciation('Ruggiero')).toMatchObject({ source: 'italian' });
    // The i of Italian cie, gie and scie only softens the consonant (Ruggiero, Gianpiero's Piero keeps its own i).
    expect(bare(defaultPronunciation('Ruggiero')?.phones)).toBe('R UW JH EH R OW');
  });

  it('reads a name alone by a weak sign that its letters agree with (Estrella\'s ll, Jesenia\'s j are Spanish)', () => {
    expect(bare(defaultPronunciation('Estrella')?.phones)).toBe('EH S T R EH Y AH');
    expect(defaultPronunciation('Jesenia')).toMatchObject({ source: 'spanish' });
  });

  it('reads the Greek name parts Ioann- and chrys- as Greek (Ioanneta; Romanian writes Ioan)', () => {
    expect(bare(defaultPronunciation('Ioanneta')?.phones)).toBe('Y OW AA N EH T AH');
  });

  it('reads the Indian -endra of Indra "lord" as Indian (Virendra; Kendra is English)', () => {
    expect(defaultPronunciation('Virendra')).toMatchObject({ source: 'indian' });
    expect(defaultPronunciation('Kendra')).toBeUndefined();
  });

  it('finds no English shape in a word with a marked letter (Noélie\'s -lie is French)', () => {
    expect(bare(defaultPronunciation('Noélie')?.phones)).toBe('N OW EY L IY');
  });

  it('reads the Spanish Marian names in -dad as Spanish (Caridad, Piedad)', () => {
    expect(bare(defaultPronunciation('Caridad')?.phones)).toBe('K AA R IY D AA D');
    expect(defaultPronunciation('Piedad')).toMatchObject({ source: 'spanish' });
  });

  it('reads the long ī of an Arabic final -iC (Wasim, like Karim and Walid)', () => {
    expect(defaultPronunciation('Wasim')).toMatchObject({ source: 'arabic' });
    expect(bare(defaultPronunciation('Wasim')?.phones)).toBe('W AA S IY M');
  });

  it('weighs only the languages whose syllables the word is made of (Thangavel is no one-syllable Vietnamese word)', () => {
    const { languages } = languageScores('thangavel', worldLexicon(), commonEnglishNames());
    expect(languages.map((l) => l.language)).not.toContain('vietnamese');
    expect(languages[0]?.language).toBe('indian');
  });

  it.each(['Brooklyn', 'Madison', 'Skylar', 'Jayden', 'Mackenzie', 'Harrison', 'Savannah', 'Josiah', 'Wadsworth', 'Ellsworth'])('leaves the English name %s to the voice', (name) => {
    expect(defaultPronunciation(name)).toBeUndefined();
  });
});

describe('singing a default pronunciation exactly (flite lexicon addenda)', () => {
  it.each(['Ngozi', 'Tomasz', 'Zoë', 'Krzysztof', 'Seo-yeon', 'Gbenga', 'Wanjiru'])('flite says the phones of %s through its stand-in token', (name) => {
    const words = spokenNameWords([name]);
    const token = words.get(name.toLowerCase())!;
    const said = phonesSaid(`${token}.`, { voice: 'slt', f0: 180, lexicon: fliteLexiconOf(words) });
    expect(said.join(' ').toUpperCase()).toBe(bare(defaultPronunciation(name)!.phones));
    // Without the lexicon the same token is just a made-up word: the lexicon is what makes the name.
    expect(phonesSaid(`${token}.`, { voice: 'slt', f0: 180 }).join(' ').toUpperCase()).not.toBe(bare(defaultPronunciation(name)!.phones));
  });

  it("keeps the possessive: Ngozi's", () => {
    const words = spokenNameWords(['Ngozi']);
    const spoken = spokenFormOf("Ngozi's", words)!;
    expect(phonesSaid(`${spoken}.`, { voice: 'rms', f0: 110, lexicon: fliteLexiconOf(words) }).join(' ')).toBe('n g ow z iy z');
  });

  it('gives the same token for the same phones, with one syllable per sung syllable', () => {
    expect(standInToken(['N', 'G', 'OW1', 'Z', 'IY0'])).toBe(standInToken(['N', 'G', 'OW1', 'Z', 'IY0']));
    expect(standInToken(['N', 'G', 'OW1', 'Z', 'IY0'])).not.toBe(standInToken(['T', 'AO1', 'M', 'AA0', 'SH']));
    expect(standInToken(['N', 'G', 'OW1', 'Z', 'IY0']).match(/[aio]/g)).toHaveLength(2);
    expect(standInToken(['SH', 'UW1']).match(/[aio]/g)).toHaveLength(1);
  });
});

describe('"sounds like" spellings', () => {
  it.each(['shi-vawn', "o'neill", 'mair ee jayn', 'Zoë', '  win  '])('accepts %j', (spelling) => {
    expect(validateSoundsLike(spelling)).toBe(spelling.trim());
  });

  it.each(['', '   ', '---', 'shi<b>vawn', 'win!', 'x1', 'a'.repeat(61), 'win\nwin'])('refuses %j with a typed error', (spelling) => {
    expect(() => validateSoundsLike(spelling)).toThrow(InvalidRenderRequestError);
    expect(() => validateSoundsLike(spelling)).toThrow(/Invalid Pronunciation/);
  });

  it("the user's spelling wins over the default (sung as text, no lexicon entry); names without one get the defaults", () => {
    const words = spokenNameWords(['Siobhan', 'Ngozi', 'Olivia'], [{ name: 'siobhan', soundsLike: 'shiv-on' }]);
    expect(words.get('siobhan')).toBe('shiv-on');
    expect(words.get('olivia')).toBeUndefined();
    const ngozi = words.get('ngozi')!;
    expect(fliteLexiconOf(words)?.get(ngozi)).toBe('n g ow1 z iy0');
    expect([...fliteLexiconOf(words)!.keys()].filter((k) => !k.endsWith("'s"))).toEqual([ngozi]);
  });

  it('maps multi-word names word by word (extra spelled words go to the last word; defaults per word)', () => {
    expect(Object.fromEntries(spokenNameWords(['Mary Jane'], [{ name: 'Mary Jane', soundsLike: 'mair-ee jayn' }]))).toEqual({ mary: 'mair-ee', jane: 'jayn' });
    expect(Object.fromEntries(spokenNameWords(['Ann Lee'], [{ name: 'Ann Lee', soundsLike: 'an lee yah' }]))).toEqual({ ann: 'an', lee: 'lee yah' });
    const words = spokenNameWords(['Siobhan Nguyen']);
    expect([...words.keys()]).toEqual(['siobhan', 'nguyen']);
    expect(fliteLexiconOf(words)?.get(words.get('nguyen')!)).toBe('n w ih1 n');
  });

  it('finds names in lyric tokens (any case, punctuation, possessive) and leaves other words alone', () => {
    const words = spokenNameWords(['Siobhan'], [{ name: 'Siobhan', soundsLike: 'shi-vawn' }]);
    expect(spokenFormOf('Siobhan,', words)).toBe('shi-vawn');
    expect(spokenFormOf('SIOBHAN!', words)).toBe('shi-vawn');
    expect(spokenFormOf("Siobhan's", words)).toBe("shi-vawn's");
    expect(spokenFormOf('dance', words)).toBeUndefined();
  });
});
