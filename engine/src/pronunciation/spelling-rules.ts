/**
 * Spelling rules of the world's names: a likely language guessed from letters and patterns, then
 * that language's letter-to-sound rules, giving ARPAbet phones (the CMU set flite's English voices
 * and pocketsphinx share). Our own rules, written from each language's spelling conventions; a
 * name is never guessed foreign without a clear sign, so English names stay with the voice's own
 * (very good) English lexicon.
 */
export type Language =
  | 'irish' | 'welsh' | 'spanish' | 'italian' | 'portuguese' | 'french' | 'german' | 'dutch' | 'polish' | 'czech'
  | 'slavic' | 'greek' | 'turkish' | 'arabic' | 'indian' | 'chinese' | 'japanese' | 'korean' | 'vietnamese'
  | 'west-african' | 'swahili' | 'scandinavian' | 'finnish' | 'hungarian' | 'hebrew' | 'persian' | 'romanian';

/**
 * Where a word's stress falls when no written accent says: 'spanish' and 'portuguese' move it to
 * the last syllable after the endings their spelling conventions stress there (Javier, Manuel);
 * 'dutch' is the first syllable but the last for endings like -ijn, -ien, -ier, -iaan, -leen (Martijn, Jolien);
 * 'slavic' (romanised Russian/Ukrainian) is the penultimate after a vowel, the last after a consonant
 * or -ei/-ey (Ruslan, Vadim, Andrei), the penultimate again before -iy/-yy (Vitaliy);
 * 'weight' (Indian names) is the last heavy syllable before the final one (a long vowel, or a vowel
 * closed by a consonant: ANjali, NIRmala, PARthiban, KEERthana), else a final long vowel closed by
 * a consonant (RaJESH, GiRISH, PraDEEP), else the penultimate (SivaKUmar).
 */
type Stress = 'first' | 'penult' | 'last' | 'every' | 'spanish' | 'portuguese' | 'dutch' | 'slavic' | 'weight' | 'arabic';
/** One rule: a pattern matched at the current letter (may look ahead/behind), the phones it gives. */
type Rule = [pattern: string, phones: string];

const V = 'aeiouyáéíóúàèìòùâêîôûäëïöüåæøãõąęěůőűıy';

/** Letter-to-sound rules shared by the languages that write vowels "continentally". */
const CONTINENTAL: Rule[] = [
  ['([bcdfgklmnprstvz])\\1', ''], // a doubled consonant is said once: the second letter below
  ['ng(?=[^' + V + ']|$)', 'NG'], ['ph', 'F'], ['th', 'T'], ['sh', 'SH'], ['ch', 'CH'], ['ck', 'K'], ['qu', 'K W'],
  ['ai|ay(?![' + V + '])', 'AY'], ['au', 'AW'], ['ei|ey(?![' + V + '])', 'EY'], ['oi|oy(?![' + V + '])', 'OY'],
  ['a|á|à|â', 'AA'], ['e(?=$)', 'EY'], ['é', 'EY'], ['e|è|ê', 'EH'], ['i|í|ì|î', 'IY'], ['o|ó|ò|ô', 'OW'], ['u|ú|ù|û', 'UW'],
  ['y(?=[' + V + '])', 'Y'], ['y', 'IY'],
  ['b', 'B'], ['c', 'K'], ['d', 'D'], ['f', 'F'], ['g', 'G'], ['h', 'HH'], ['j', 'JH'], ['k', 'K'], ['l', 'L'], ['m', 'M'],
  ['n', 'N'], ['p', 'P'], ['q', 'K'], ['r', 'R'], ['s', 'S'], ['t', 'T'], ['v', 'V'], ['w', 'W'], ['x', 'K S'], ['z', 'Z'],
  // Letters of other alphabets a name may carry whatever its language's rules (a letter no rule knows would be silent).
  ['ß', 'S'], ['ș|ş|š|ś', 'SH'], ['ț|ţ', 'T S'], ['č|ć', 'CH'], ['ž|ź|ż', 'ZH'], ['ř', 'R ZH'], ['ñ|ň|ń', 'N Y'], ['ł', 'W'], ['đ|ð', 'D'], ['þ', 'TH'],
  ['ç', 'S'], ['ğ', ''], ['ă', 'AH'], ['ã|ą', 'AA N'], ['õ', 'OW N'], ['å', 'OW'], ['ä|æ|ë|ę', 'EH'], ['ě', 'Y EH'], ['ö|ø|ő', 'ER'], ['ü|ű|ů', 'UW'], ['ï|ı', 'IY'],
];
/** What closes a Dutch syllable: two consonants (ch is one) or a final one. */
const DUTCH_CLOSED = '(?!ch[' + V + '])[^' + V + ']{2}|[^' + V + ']$';
/** "i" before another vowel, after a consonant, glides: "Giulia", "Wiktoria", "Otieno". */
const GLIDE_I: Rule = ['(?<=[^' + V + '])i(?=[aeouáéóúąęãõ])', 'Y'];

interface LanguageRules {
  rules: Rule[];
  stress: Stress;
}

const LANGUAGES: Record<Language, LanguageRules> = {
  spanish: {
    stress: 'spanish',
    rules: [['ll', 'Y'], ['ñ', 'N Y'], ['rr', 'R'], ['ch', 'CH'], ['^x', 'HH'], ['j', 'HH'], ['qu', 'K'], ['gu(?=[eiéí])', 'G'], ['gü', 'G W'],
      ['g(?=[eiéí])', 'HH'], ['c(?=[eiéí])', 'S'], ['z', 'S'], ['h', ''], ['v', 'B'], ['u(?=[aeoáéó])', 'W'], ['e(?=[' + V + ']|$)', 'EY'], ['é', 'EY'], ['e', 'EH'], GLIDE_I],
  },
  italian: {
    stress: 'penult',
    // The i of cie, gie and scie only softens the consonant before it (Ruggiero, like cielo).
    rules: [['gli', 'L Y'], ['gn', 'N Y'], ['sci(?=[aoue])', 'SH'], ['sc(?=[ei])', 'SH'], ['cci(?=[aoue])|ci(?=[aoue])', 'CH'], ['cc(?=[ei])|c(?=[ei])', 'CH'],
      ['ggi(?=[aoue])|gi(?=[aoue])', 'JH'], ['gg(?=[ei])|g(?=[ei])', 'JH'], ['ch', 'K'], ['gh', 'G'], ['zz|z', 'T S'], ['h', ''],
      ['(?<=[' + V + '])s(?=[' + V + '])', 'Z'], ['(?<=[^' + V + 'gq])u(?=[aeoàèéò])', 'W'], ['e(?=[' + V + ']|$)', 'EY'], ['e', 'EH'], ['o(?=[^' + V + ']{2})', 'AO'], GLIDE_I],
  },
  portuguese: {
    stress: 'portuguese',
    // Nasal vowels and diphthongs (ã, õ, ãe, ão), "ou" said as one vowel, "u" gliding before e/o (Manuel).
    rules: [['ão', 'AW'], ['ãe|ãi', 'AY'], ['áu', 'AW'], ['õe', 'OY'], ['ã', 'AA N'], ['õ', 'OW N'], ['ou', 'OW'], ['(?<=[^' + V + 'gq])u(?=[eo])', 'W'],
      ['ç', 'S'], ['nh', 'N Y'], ['lh', 'L Y'], ['ch', 'SH'], ['j', 'ZH'], ['^x|x', 'SH'], ['qu(?=[aoáó])', 'K W'], ['qu', 'K'],
      ['gu(?=[eiéêí])', 'G'], ['c(?=[eiéêí])', 'S'], ['g(?=[eiéêí])', 'ZH'], ['th', 'T'], ['h', ''], ['(?<=[' + V + '])s(?=[' + V + '])', 'Z'],
      ['ê', 'EY'], ['é', 'EH'], ['e(?=[' + V + ']|$)', 'IY'], ['e', 'EH'], ['ô', 'OW'], ['(?<=[' + V + '])m$', ''], GLIDE_I],
  },
  french: {
    stress: 'last',
    // chr is k-r, y before a vowel a y, ge before o a soft g, -oy "wa", -anne an open a (Christophe, Yannick, Georges, Geoffroy, Suzanne).
    rules: [['^chr', 'K R'], ['^y(?=[' + V + '])', 'Y'], ['ge(?=o)', 'ZH'], ['oy$', 'W AA'], ['anne', 'AA N'], ['guill', 'G IY Y'], ['guy$', 'G IY'],
      ['eau|au(?=lt|x|d)|aul?t$|aud$|aux$|eaux$', 'OW'], ['au', 'OW'], ['ou', 'UW'], ['o[iî]', 'W AA'], ['(?<=[' + V + '])ille', 'Y'], ['eille$|eil$', 'EY'],
      // ai and ei before a final or preconsonantal n/m are the nasal of -ain, -ein (Romain, Sylvain), read below.
      ['aille', 'AY'], ['ille$', 'IY'], ['[ae]i(?![nm](?:[^' + V + 'nm]|$))|ay(?![' + V + '])', 'EY'], ['eu|œu', 'UH'], ['er$|ez$|et$', 'EY'],
      ['(?<=[^' + V + '])ien(?=[^' + V + 'n]|$)', 'Y AE N'], ['[ae][nm](?=[^' + V + 'nm]|$)', 'AA N'], ['[ae]nne', 'EH N'], ['o[nm](?=[^' + V + 'nm]|$)', 'OW N'], ['(?:a|e)?i[nm](?=[^' + V + 'nm]|$)', 'AE N'],
      ['ch', 'SH'], ['j', 'ZH'], ['g(?=[eiyéèê])', 'ZH'], ['gu(?=[eiéè])', 'G'], ['gn', 'N Y'], ['qu', 'K'], ['c(?=[eiyéèê])|ç', 'S'], ['th', 'T'], ['ph', 'F'],
      ['h', ''], ['(?<=[' + V + '])s(?=[' + V + '])', 'Z'], ['[stdxzp]s?$', ''], ['es$', ''], ['(?<=.[^' + V + '])e$', ''], ['e$', ''],
      ['é|è(?=[^' + V + ']$)', 'EY'], ['è|ê|ë', 'EH'], ['(?<=[^' + V + '])i(?=[aoéè]|e(?!s?$))', 'Y'], ['ï|î|i(?=[' + V + '])', 'IY'], ['e(?=[^' + V + ']{2}|x|l$)', 'EH'], ['e', 'AH'], ['ô|o(?=$)', 'OW'],
      ['o', 'OW'], ['u|û', 'UW'], ['y', 'IY'], ['ll', 'L'], ['(?<=[^' + V + '])i(?=[aeoé])', 'Y']],
  },
  german: {
    stress: 'first',
    // s before a vowel is voiced, at the start and between vowels (Sabine, Gesine, Liselotte); ng is one sound before e too (Engelbert, Inge; not Ingo).
    rules: [['^sv', 'S V'], ['tsch', 'CH'], ['sch', 'SH'], ['(?<=[ei])ch', 'K'], ['ch', 'K'], ['tz|z', 'T S'], ['ß', 'S'], ['^s(?=[' + V + '])|(?<=[' + V + '])s(?=[' + V + '])', 'Z'], ['ng(?=e)', 'NG'], ['^sp', 'SH P'], ['^st', 'SH T'],
      ['ie', 'IY'], ['ei|ai|ey', 'AY'], ['eu|äu', 'OY'], ['au', 'AW'], ['ä', 'EH'], ['ö', 'ER'], ['ü(?=[^' + V + ']{2})', 'UH'], ['ü', 'UW'],
      ['j', 'Y'], ['w', 'V'], ['v', 'F'], ['qu', 'K V'], ['ph', 'F'], ['th', 'T'], ['(?<=[' + V + '])h(?![' + V + '])', ''], ['er$', 'ER'], ['e$', 'AH'], ['en$', 'AH N'],
      // An e opening a syllable after the first, or before a final l, is a schwa (Friederike, Hannelore, Liselotte, Christel).
      ['(?<=[' + V + '][^' + V + ']+)e(?=[^' + V + '][' + V + ']|l$)', 'AH'],
      // b, d and g are voiceless at a syllable's end, before a consonant that cannot follow them in one (Friedhelm, Ludger, Wiebke, Hedwig);
      // the unstressed -el- of Adel-, Edel-, Engel- is a schwa (Adelheid, Edeltraud; not the stressed -helm of Wilhelmine).
      ['b$|b(?=[^' + V + 'rlj])', 'P'], ['d$|d(?=[^' + V + 'rlj])', 'T'], ['g$|g(?=[^' + V + 'rlnj])', 'K'], ['(?<=[' + V + '][bdgkt])e(?=l[^' + V + '])', 'AH'], ['a', 'AA'], ['o(?=[^' + V + ']{2}|[^' + V + ']$)', 'AO'], ['o', 'OW'],
      // A u before one final consonant is long in the name parts -mut, -run, -trud (Helmut, Gudrun, Hiltrud); the Latin -us is short (Markus).
      ['u(?=[^' + V + ']{2}|s$)', 'UH'], ['u', 'UW'], ['e(?=[^' + V + ']{2}|[^' + V + ']$)', 'EH'], ['e', 'EY'], ['i(?=[^' + V + ']{2}|[^' + V + ']$)', 'IH'], ['i', 'IY']],
  },
  dutch: {
    stress: 'dutch',
    rules: [['sch', 'S K'], ['sj', 'SH'], ['tj', 'CH'], ['^ch(?=r)', 'K'], ['tz', 'T S'], ['ieuw', 'IY W'], ['ij|ei', 'AY'], ['ui', 'AW'], ['oe', 'UW'], ['ou|au', 'AW'], ['aa', 'AA'], ['ee', 'EY'], ['oo', 'OW'], ['uu', 'UW'],
      // The e of the diminutive -eke is a schwa (Anneke, Nelleke); n before k is velar (Minke).
      ['ie', 'IY'], ['eu', 'ER'],
      // A lone e opening a syllable after the first is a schwa (Diederik, Lodewijk, Godelieve, Jozefien).
      // So is the e of a final -em, -en(s) after another syllable (Willem, Jochem, Laurens).
      ['(?<=[' + V + '][^' + V + ']+)e(?=[^' + V + '][' + V + ']|[mn]s?$)', 'AH'], ['g', 'HH'], ['j', 'Y'], ['w', 'W'], ['th', 'T'], ['ch', 'HH'], ['d$', 'T'], ['e$', 'AH'], ['en$', 'AH N'], ['er$', 'ER'], ['e(?=ke$)', 'AH'], ['n(?=k)', 'NG'],
      // A vowel before two consonants is short; ch is one sound (Jochem's o is long).
      ['a', 'AA'], ['o(?=' + DUTCH_CLOSED + ')', 'AO'], ['o', 'OW'], ['u(?=' + DUTCH_CLOSED + ')', 'UH'], ['u', 'UW'],
      ['e(?=' + DUTCH_CLOSED + ')', 'EH'], ['e', 'EY'], ['i(?=' + DUTCH_CLOSED + ')', 'IH'], ['i', 'IY']],
  },
  polish: {
    stress: 'penult',
    // zi, si, ci, dzi before a consonant are the soft consonants with i (Kazimierz, Marcin, Włodzimierz).
    rules: [['szcz', 'SH CH'], ['sz', 'SH'], ['cz', 'CH'], ['(?<=[ptkf])rz|rz$', 'SH'], ['rz', 'ZH'],
      ['dzi(?![' + V + '])', 'JH IY'], ['(?<!d)zi(?![' + V + '])', 'ZH IY'], ['(?<![sc])si(?![' + V + '])', 'SH IY'], ['(?<![sc])ci(?![' + V + '])', 'CH IY'], ['ż|ź|zi(?=[' + V + '])', 'ZH'], ['ś|si(?=[' + V + '])', 'SH'],
      ['ć|ci(?=[' + V + '])', 'CH'], ['ni(?=[' + V + '])|ń', 'N Y'], ['dż|dź|dzi(?=[' + V + '])', 'JH'], ['dz', 'D Z'], ['ch', 'K'], ['ł', 'W'], ['w$', 'F'],
      ['w', 'V'], ['ą', 'AO N'], ['ę', 'EH N'], ['ó', 'UW'], ['oj', 'OY'], ['aj', 'AY'], ['ej', 'EY'], ['y', 'IH'], ['j', 'Y'], ['c', 'T S'], ['o', 'AO'], ['e', 'EH'],
      ['d$', 'T'], ['g$', 'K'], ['b$', 'P'], ['z$', 'S'], GLIDE_I],
  },
  czech: {
    stress: 'first',
    rules: [['ř', 'R ZH'], ['ch', 'K'], ['č', 'CH'], ['š', 'SH'], ['ž', 'ZH'], ['ě', 'Y EH'], ['ň', 'N Y'], ['ť', 'T Y'], ['ď', 'D Y'], ['c', 'T S'], ['j', 'Y'],
      ['w', 'V'], ['v$', 'F'], ['d$', 'T'], ['z$', 'S'], ['b$', 'P'], ['ľ', 'L'], ['^y(?=[aeouáéóú])', 'Y'], ['ý|í', 'IY'], ['ie', 'IH EH'], ['y|i', 'IH'], ['á', 'AA'], ['é', 'EH'],
      ['ó', 'OW'], ['ú|ů', 'UW'], ['ou', 'OW'], ['oj', 'OY'], ['aj', 'AY'], ['ej$', 'EY'], ['o', 'AO'], ['e', 'EH'], ['u', 'UH']],
  },
  slavic: {
    stress: 'slavic',
    // Romanised Russian writes the diphthong ай as -ai or -ay, so ai before a consonant is two vowels (Zinaida, Taisiya, Mikhail).
    rules: [['shch', 'SH CH'], ['zh', 'ZH'], ['kh', 'K'], ['ts', 'T S'], ['iy$|yy$', 'IY'], ['ya', 'Y AA'], ['yu', 'Y UW'], ['ye', 'Y EH'], ['yo', 'Y OW'],
      ['ai(?=[^' + V + '])', 'AA IY'], ['ai|ay(?![' + V + '])', 'AY'], ['oi|oy(?![' + V + '])', 'OY'], ['ei|ey(?![' + V + '])', 'EY'], ['(?<=[^' + V + '])y(?=[^' + V + '])', 'IH'],
      ['v$', 'F'], ['e', 'EH'], GLIDE_I],
  },
  greek: {
    stress: 'penult',
    rules: [['^gi(?=[' + V + '])|^yi(?=[' + V + '])|gi(?=[aou])|^i(?=[oa])', 'Y'], ['g(?=[eiy])', 'Y'], ['th', 'TH'], ['ch|kh', 'K'], ['ou', 'UW'], ['ai', 'EH'], ['ei|oi', 'IY'],
      ['nth', 'N TH'], ['nt', 'N D'], ['mp', 'M B'], ['g[gk]', 'NG G'], ['dh', 'DH'], ['ph', 'F'], ['x', 'K S'], ['y', 'IY'], ['e', 'EH']],
  },
  turkish: {
    stress: 'last',
    rules: [['ç', 'CH'], ['ş', 'SH'], ['ğ', ''], ['n(?=k)', 'NG'], ['ı', 'IH'], ['ö', 'ER'], ['ü', 'UW'], ['c', 'JH'], ['j', 'ZH'], ['ay(?![' + V + 'ı])', 'AY'], ['ey(?![' + V + 'ı])', 'EY'],
      ['e', 'EH'], ['i(?=[^' + V + 'ı]{2}|[^' + V + 'ı]$)', 'IH'], ['y', 'Y']],
  },
  arabic: {
    stress: 'arabic',
    // The i of a final -iC is mostly the long ī of the names' fa'īl pattern (Karīm, Walīd, Nabīl, Yasmīn), so only an i before two consonants is short.
    // French-style spellings of the Maghreb: ch is sh, c before e or i is s, a final e is silent (Rachid, Yacine, Imane).
    rules: [['kh', 'K'], ['gh', 'G'], ['sh|ch', 'SH'], ['c(?=[eiy])', 'S'], ['(?<=[^' + V + '])e$', ''], ['th', 'TH'], ['dh', 'DH'], ['q', 'K'], ['ou|oo', 'UW'], ['ee', 'IY'], ['aa', 'AA'], ['ai|ay', 'AY'], ['aw(?![' + V + '])', 'AW'],
      ['ah$', 'AH'], ["'", ''], ['i(?=[^' + V + ']{2})', 'IH'], ['u(?=[^' + V + ']{2})', 'UH'], ['e', 'EH']],
  },
  indian: {
    stress: 'weight',
    // Shri/Sri "revered" has a long ī (Shrikant, Srinivas); ou is the au of Sourav, Gourav; a final -er is the English-looking -ar of Sukhwinder.
    rules: [['^shri', 'SH R IY'], ['^sri', 'S R IY'], ['aa', 'AA'], ['ee', 'IY'], ['oo', 'UW'], ['ai', 'AY'], ['ow|ou', 'AW'], ['ay$', 'EY'], ['au', 'AW'], ['er$', 'ER'], ['ksh', 'K SH'], ['sh', 'SH'], ['kh', 'K'], ['gh', 'G'], ['th', 'T'],
      ['dh', 'D'], ['bh', 'B'], ['ph', 'F'], ['jh', 'JH'], ['ch', 'CH'], ['(?<=[' + V + '])ng(?=[' + V + '])', 'NG G'], ['w', 'V'], ['(?<!y)a$', 'AA'], ['a', 'AH'], ['e', 'EY'],
      // A final i or u is heard long (Indu, Arivu, like Anbu and Charu), as is the ī of -īś "lord" (Girish, Jagdish, Manish) and of -īr (Sudhir, Kabir).
      ['i$|i(?=sh$|r$)', 'IY'], ['i', 'IH'], ['u$', 'UW'], ['u', 'UH']],
  },
  chinese: { stress: 'every', rules: [] },
  japanese: {
    stress: 'penult',
    rules: [['shi', 'SH IY'], ['chi', 'CH IY'], ['tsu', 'T S UW'], ['fu', 'F UW'], ['ji', 'JH IY'], ['ry', 'R Y'], ['ky', 'K Y'], ['ny', 'N Y'], ['hy', 'HH Y'],
      ['ai', 'AY'], ['ei', 'EY'], ['ou|oo', 'OW'], ['uu', 'UW'], ['e', 'EH']],
  },
  korean: {
    stress: 'first',
    // "young" is the common spelling of 영 (Bo-young, Young-jae).
    rules: [['-', ''], ['yeo|you(?=ng)', 'Y AH'], ['eo', 'AH'], ['ee', 'IY'], ['eu', 'AH'], ['ae', 'EH'], ['oe', 'W EY'], ['ui', 'W IY'], ['oo', 'UW'], ['ye', 'Y EH'], ['wa', 'W AA'],
      ['woo', 'W UW'], ['wo', 'W AH'], ['we', 'W EH'], ['wi', 'W IY'], ['(?<=y)u(?=n)', 'AH'], ['u(?=ng)', 'AH'], ['i(?=n)', 'IH'], ['ng', 'NG'], ['e', 'EH'], ['(?<=[aeiou])h(?=-|$)', '']],
  },
  vietnamese: {
    stress: 'every',
    rules: [['^nguy', 'W IY'], ['^ngh?', 'N'], ['ngh|ng', 'NG'], ['uyên|uyen', 'W IH N'], ['(?<=[' + V + '])nh$', 'N'], ['nh', 'N Y'], ['ph', 'F'], ['th', 'T'], ['ch$', 'K'], ['tr|ch', 'CH'],
      ['kh', 'K'], ['gi', 'Z'], ['đ', 'D'], ['d', 'Y'], ['x', 'S'], ['qu', 'K W'], ['uy', 'W IY'], ['ương|uong', 'AH NG'], ['ươ|uo', 'AH'], ['ư', 'UH'],
      // iêu is one glide (Kiều), iê after a consonant a glide to e (Kiệt, Thiện); ê ending a syllable is a close e (Quế, Tuệ); ơi/ôi/oi are one diphthong (Lợi).
      ['iêu|ieu', 'IY UW'], ['(?<=[^' + V + '])(?:iê|ie)', 'Y EH'], ['uê', 'W EY'], ['ê$', 'EY'], ['[ơô]i|oi', 'OY'],
      ['oa', 'W AA'], ['ao', 'AW'], ['ua(?=n)', 'W AA'], ['i(?=nh)', 'IH'], ['u(?=[ck])', 'UH'], ['ô', 'OW'], ['o', 'AO'], ['ă', 'AA'], ['ơ|â', 'AH'], ['ê|e', 'EH']],
  },
  'west-african': {
    stress: 'penult',
    rules: [['^ng', 'N G'], ['^nk', 'N K'], ['^nn', 'N'], ['^m(?=[^' + V + '])', 'M'], ['gb', 'G B'], ['kp', 'K P'], ['ny', 'N Y'], ['e(?=[' + V + ']|$)', 'EY'], ['e', 'EH']],
  },
  swahili: {
    stress: 'penult',
    rules: [['kh', 'K'], ['mw', 'M W'], ['ny', 'N Y'], ['nj', 'N JH'], ["ng'", 'NG'], ['ng', 'NG G'], ['mb', 'M B'], ['nd', 'N D'], ['ee', 'EY EH'], ['dh', 'DH'], ['th', 'TH'],
      ['e', 'EH'], GLIDE_I],
  },
  scandinavian: {
    stress: 'first',
    // g before ö, ä or y starting a name is a y (Gösta, Göran); ee is one long e (Steen).
    rules: [['skj|sj|kj', 'SH'], ['hj', 'Y'], ['^g(?=[öäy])', 'Y'], ['ee', 'EY'], ['øy', 'OY'], ['au', 'AW'], ['ei(?=g?$)|eig|ei|ey|ej|aj(?![' + V + '])', 'AY'], ['gn', 'NG N'], ['ø|ö', 'ER'], ['å|aa', 'OW'], ['æ|ä', 'EH'], ['j', 'Y'],
      // A final e is a schwa; so is the e of -en in Danish and Norwegian (Jørgen, Søren: written with ø or æ), while Swedish keeps it (Östen, Sixten).
      ['é', 'EY'], ['e$', 'AH'], ['(?<=[øæ].*)en$', 'AH N'], ['a', 'AA'], ['o(?=[^' + V + ']{2})', 'UH'], ['o', 'OW'], ['u(?=[^' + V + ']{2})', 'UH'], ['u', 'UW'],
      ['e(?=[^' + V + ']{2}|[^' + V + ']$)', 'EH'], ['e', 'EY'], ['i(?=[^' + V + ']{2}|[^' + V + ']$)', 'IH'], ['i', 'IY'], ['y', 'IY']],
  },
  // Finnish writes every sound as it is said: a doubled vowel is long, y is [y], ä is [æ], ö is [ø].
  finnish: {
    stress: 'first',
    rules: [['aa', 'AA'], ['ee', 'EY'], ['ii', 'IY'], ['oo', 'OW'], ['uu|yy', 'UW'], ['ää', 'AE'], ['öö', 'ER'], ['ai', 'AY'], ['äi', 'AE IY'], ['ei', 'EY'], ['oi|öi', 'OY'],
      ['ui|yi', 'UW IY'], ['au|äy', 'AW'], ['eu|ey', 'EH UW'], ['ou', 'OW'], ['ie', 'IY EH'], ['uo', 'UW OW'], ['yö', 'UW ER'], ['ä', 'AE'], ['ö', 'ER'],
      ['y', 'UW'], ['j', 'Y'], ['nk', 'NG K'], ['ng', 'NG'], ['ts', 'T S'], ['e', 'EH'], ['i(?=[^' + V + ']{2}|[^' + V + ']$)', 'IH'], ['u(?=[^' + V + ']{2})', 'UH']],
  },
  // Romanian, stressed as Slavic names are (the last syllable after a consonant: Florin, Viorel; else the one before).
  // c and g are soft before e and i; an e or i that only softens them before another vowel is silent (Mircea, Georgiana);
  // ch and gh are hard (Gheorghe); â/î is one vowel, j is [ʒ]; ea and oa glide (Ileana, Ioana), so does final -iu (Liviu).
  // ș, ț and ă are read by the letters every language shares (CONTINENTAL).
  romanian: {
    stress: 'slavic',
    rules: [['ch(?=[ei])', 'K'], ['ghe(?=o)', 'G Y'], ['gh(?=[ei])', 'G'], ['c(?=[ei])', 'CH'], ['g(?=[ei])', 'JH'], ['(?<=[cg])e(?=[ao])|(?<=[cg])i(?=[aou])', ''],
      ['â|î', 'IH'], ['j', 'ZH'], ['ea', 'Y AA'], ['oa', 'OW AA'], ['^i(?=[aeou])', 'Y'], ['a$', 'AH'], ['e', 'EH'], GLIDE_I],
  },
  hungarian: {
    stress: 'first',
    rules: [['sz', 'S'], ['zs', 'ZH'], ['cs', 'CH'], ['gy', 'JH'], ['ny', 'N Y'], ['ely$', 'EY'], ['ly', 'Y'], ['ty', 'T Y'], ['s', 'SH'], ['c', 'T S'], ['j', 'Y'],
      // The short a is a rounded [ɒ] (Tamás, Csilla, Attila), the long á an open a.
      ['á', 'AA'], ['a', 'AO'], ['é', 'EY'], ['ö|ő', 'ER'], ['ü|ű', 'UW'], ['i(?=[^' + V + ']{2})', 'IH'], ['e', 'EH']],
  },
  hebrew: {
    stress: 'last',
    rules: [['tz', 'T S'], ['ch|kh', 'HH'], ['ai', 'AY'], ['ei', 'EY'], ['i(?=[^' + V + ']{2})', 'IH'], ['e', 'EH']],
  },
  // Romanised Persian (Farsi): a final -eh is a stressed e (Afsaneh), ou/oo and ee are long vowels, w is v, q is gh; every vowel is full; stress on the last syllable.
  persian: {
    stress: 'last',
    rules: [['kh', 'K'], ['gh|q', 'G'], ['sh', 'SH'], ['zh', 'ZH'], ['ch', 'CH'], ['ou|oo', 'UW'], ['ee', 'IY'], ['ow$', 'OW'], ['ei|ey(?![' + V + '])', 'EY'], ['ay(?![' + V + '])', 'AY'],
      ['(?<=[' + V + '])h$', ''], ['w', 'V'], ['e', 'EH'], ['(?<=[^' + V + '])i(?=[aou])', 'IY Y'], ['y(?=[' + V + '])', 'Y']],
  },
  // A vowel letter beside a long vowel only marks the consonants broad or slender (Caitríona's ío is í, Mícheál's eá is á); á is a long a, ái before a consonant an open o (Dáire).
  irish: {
    stress: 'first',
    // ae is é (Maebh, Aengus); a final -amh after i, -aig, -aith and -adh are unstressed endings (Niamh, Pádraig, Gormlaith, Murchadh).
    rules: [['fh', ''], ['éa|eadh', 'EY'], ['ae', 'EY'], ['(?<=i)amh$', 'V'], ['aig$', 'IH G'], ['aith$', 'AH'], ['ua(?!i)', 'UW'], ['aoi|ao', 'IY'], ['adh(?=[^' + V + '])|agh(?=[^' + V + '])', 'AY'], ['(?:[ae]dh|agh)$', 'AH'], ['ea(?=r)', 'ER'], ['^ea', 'EY'], ['eoi|eo', 'OW'],
      ['uai', 'UH'], ['(?<=[^' + V + '])ia', 'IY AH'], ['ío', 'IY'], ['io', 'IH'], ['eá', 'AA'], ['ái', 'AO'], ['á', 'AA'], ['ai(?=[^' + V + ']{2})', 'AE'], ['ai', 'AO'], ['oi', 'OW'], ['ei', 'EH'],
      ['ui', 'IH'], ['r(?=bh|bh)', 'R'], ['bh|mh', 'V'], ['dh|gh', ''], ['ch', 'K'], ['th', 'HH'], ['s(?=[ieé])|(?<=[ií])s', 'SH'], ['c', 'K'],
      // A short a or ea after the first syllable is unstressed, a schwa (Cathal, Ciarán's -ar-, Piaras, Uinseann).
      ['nn(?=e$)', 'N Y'], ['e$', 'AH'], ['a$', 'AH'], ['é', 'EY'], ['í', 'IY'], ['ó', 'OW'], ['ú', 'UW'], ['(?<=[' + V + '][^' + V + ']+)e?a(?![' + V + '])', 'AH'], ['a', 'AA'], ['e', 'EH'], ['i(?=[^' + V + ']{2}|[^' + V + ']$)', 'IH'],
      ['o', 'OW'], ['u', 'UH']],
  },
  // Welsh u is a close [ɨ], heard as IH (Tudur, Alun); au and eu are [aɨ], ei [əi] (Eirwen); si before a vowel is SH (Siân).
  // y is clear [ɨ] in a word's last syllable: long in one syllable (Rhys), short after others (Gwilym, Bleddyn);
  // the a of an unstressed last syllable (stress is on the one before) is heard as a schwa (Ifan, Gwenan).
  welsh: {
    stress: 'penult',
    // An i starting a name before another vowel is a y (Iorwerth, Ianto, Ieuan).
    rules: [['^i(?=[aeou])', 'Y'], ['dd', 'DH'], ['ll', 'HH L'], ['ff', 'F'], ['f', 'V'], ['rh', 'R'], ['ch', 'K'], ['th', 'TH'], ['si(?=[aeoâêô])', 'SH'], ['w(?=[^' + V + ']|$)', 'UW'],
      ['(?<=^[^' + V + ']*)y(?=[^' + V + ']+$)', 'IY'], ['y(?=[^' + V + ']+$)', 'IH'], ['y', 'IH'], ['[ae]u', 'AY'], ['ei', 'EY'], ['u', 'IH'],
      ['(?<=[' + V + '][^' + V + ']*)a(?=[^' + V + ']+$)', 'AH'], ['a(?=[^' + V + ']{2}|[^' + V + ']$)', 'AE'], ['i(?=[^' + V + ']{2}|[^' + V + ']$)', 'IH'], ['e', 'EH']],
  },
};

/** Pinyin syllables: a whole word of one to three of them can be read as Pinyin (Fang, Liang, Jiahui). */
const PY_INITIAL = '(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])';
const PY_FINAL = '(?:iang|iong|uang|ang|eng|ing|ong|iao|ian|uai|uan|ai|ao|an|ei|en|er|ia|ie|in|iu|ou|ua|ui|un|uo|ue|a|e|i|o|u)';
// A syllable with no initial never starts with i or u: Pinyin writes them yi, you, wu, wei (so Iulia is not Pinyin).
const PINYIN_WORD = new RegExp(`^(?![iu])${PY_INITIAL}?${PY_FINAL}(?:${PY_INITIAL}${PY_FINAL}){0,2}$`);
/** Two or three Pinyin syllables with a part English names hardly have (x, q, zh, -ao, -iu, -ui, -eng, -ong, -ang): Lixin, Chenxi, Lanfang. */
const PINYIN_MARKED = `^(?![iu])(?=.*(?:x[iu]|q[iu]|zh|ao|iu|ui|[eo]ng(?![aeiou])|ang(?![aeiou])))${PY_INITIAL}?${PY_FINAL}(?:${PY_INITIAL}${PY_FINAL}){1,2}$`;

/** Two romanised Korean syllables joined by a hyphen (Na-rae, Ji-hye); not Jean-Paul or Anne-Marie, whose vowels Korean does not spell so. */
const KO_SYLLABLE = '(?:ch|kk|tt|pp|ss|jj|[bcdghjklmnprst])?h?(?:yeo|eo|eu|ae|ui|oe|ya|yo|yu|ye|wa|wo|we|wi|oo|ee|a|e|i|o|u)(?:ng|n|l|k|m|p)?';
const KOREAN_TWO_SYLLABLES = `^${KO_SYLLABLE}-${KO_SYLLABLE}$`;

/**
 * Signs of a language: letters or patterns (regex sources) and how much each counts; 'unlisted' signs
 * count only for names the lexicon does not list (a name listed as shared with English keeps its English reading).
 */
const SIGNS: [Language, string, number, 'unlisted'?][] = [
  ['polish', 'ł|ż|ś|ć|ń|ą|ę|szcz|rz|cz|sz(?!e)|^wo?j|ew$|^prz|^grz|^krz|^zb', 2],
  ['polish', '[aeiouy]c(?=[bdfgmnpwz])', 1.5],
  // Polish writes y for its [ɨ] in the feminine -yna (Lucyna, Justyna, Grażyna); Czech writes -ýna, English hardly any -yna.
  ['polish', '(?<=[^aeiouy])yna$', 2],
  ['czech', 'ř|ě|ů|č|ň|ť|ď', 3], ['czech', 'š|ž', 1.5], ['czech', '^vojt|^zd|áclav', 2],
  ['finnish', 'ää|öö|yy|äi|äy|(?<![gn])yö|öy', 2], ['finnish', 'kk[aoi]$|ppa$|nen$|^tuu|^pii|^rii|^ai[jn]|uo', 1],
  // Finnish doubles k between vowels (Mikko, Heikki, Ilkka, Pirkko); Italian writes cc, German and Dutch ck, English neither.
  ['finnish', '(?<=[aeiouyäölr])kk(?=[aeiouyäö])', 1.5],
  ['hungarian', 'ő|ű|zs', 3], ['hungarian', '[gn]y[öőüű]', 2], ['hungarian', '[áéó]sz|sz[áéó]|[áéó]zs', 2], ['hungarian', 'zs|gy(?![aeiouy]?$)|cs|sz(?=[aeiouáéíóöőúüű])', 2], ['hungarian', '[aeiou]sz(?=[bdfgklmnptv])', 2.5],
  // Turkish writes ç at the start and before front vowels; Portuguese only before a, o, u (Graça, Lourenço).
  ['turkish', 'ş|ğ|ı', 3], ['turkish', '^ç|ç(?=[eiıöü])', 2.5], ['turkish', 'ç', 1.2], ['turkish', '^(?:[^aeiou]*[aeıou]){0,1}[^aeiou]*ö|ü(?=[^aeiou]*[aeıiou]?[^aeiou]*$)', 0.5], ['turkish', '^meh|han$|kan$|^ay[şs]|^gül|^öz|^öm|^yi', 1.5],
  ['scandinavian', 'ø|å|æ', 3], ['scandinavian', '^kj|^sj[^o]|^bj|^hj|^skj|^tor|^sig|eig$|^sol|stein$|^ing', 1.5],
  // An accent on the i of a final -ís after a vowel marks a hiatus as Portuguese writes it (Thaís, Luís, Laís); Vietnamese marks the first vowel of ai.
  ['portuguese', '(?<=[aeo])ís$', 2.5],
  ['portuguese', 'ã|õ', 3], ['portuguese', 'ç(?=[aou])|nh|lh|^jo[aã]o|ão', 2], ['portuguese', 'ê|ô', 1.5], ['portuguese', 'ícius$|^gon|nç|ço$', 1],
  // An accent before a final -io/-ia (Júlio, Letícia, Antônio): Portuguese counts that ending as two syllables; Spanish writes Julio, Leticia.
  ['portuguese', '[áéíóúâêô][^aeiouáéíóúâêôãõ]+i[ao]s?$', 2],
  ['spanish', 'ñ', 3], ['spanish', 'á|í|ó|ú', 0.8],
  // Spanish writes -cio where Italian writes -zio (Ignacio/Ignazio, Horacio/Orazio, Mauricio/Maurizio, Inocencio/Innocenzo); Italian's own -ccio is doubled.
  ['spanish', '(?<=[aei]|n)cio$', 1.5],
  // The Marian names of Spanish abstract nouns in -dad (Soledad, Caridad, Trinidad, Piedad): no other language's names end so.
  ['spanish', '(?<=[aeiou])dad$', 2], ['spanish', 'ier$|é$|ás$|ús$|ón$|^j[aeiou]|^x[aeiou]|^gu[ai]|ll[aeio]|ez$|^ji|ín$|ío$|iz$|ián$', 1.2],
  ['german', 'ß|ä|ö|ü', 1.2], ['german', 'sch|tz|^j[üö]|^joch|^joh|^w[oiu]l|^wie|^ul|^fried|^heik|(?<=.)ch[ae]n$|rike$|^uw', 1.5],
  // Old Germanic name parts: Sieglinde, Gerlinde, Friedhelm, Berthold, Walburga, Gernot, Hedwig, Irmgard, Kunigunde.
  ['german', '^sieg|^diet|^gott|^walb|^kuni|^ger[ln]|^irm|linde$|(?<!t)hilde?$|helm$|hold$|traud|gund|gard$|wig$|burga?$', 1.5],
  // More of them inside a name, where Portuguese's lh and nh would otherwise win (Adelheid, Wilhelmine, Reinhild, Engelhard).
  ['german', 'heid$|(?<=[ln])hild|(?<=l)helm|(?<=[lnr])hard$|^rein(?=[hbw])|^ekke', 2.5],
  ['french', 'é|è|ê|ë|ï|î|ô|û|ç', 1.2], ['french', 'è|ë|î|û|œ', 1], ['french', 'eau|aume|ault$|^jacq|oise|oît|ieu|eille|ienne$', 2],
  // Endings of French names that English names the lexicon does not list rarely have (Caroline, Christine, Josephine are listed English).
  ['french', "^(?!.*['’]).*(?:(?<=[^aeiou])ine|ien|(?<=[^aeiou])ole|(?<=[aei])ric|ais)$", 1.5, 'unlisted'],
  // Dutch ij comes before a consonant or at the end (Thijs, Marijke); before a vowel it is another language's i and j (Hadija, Bijan).
  ['dutch', 'ij(?![aeiou])|^sjo|oe(?![lyr]|$)|uu|aa(?!r)|ou(?=t)|^maa|^daan|^wou|^ruu|^gee|^fem', 1.5],
  // The diminutive endings of Dutch and Frisian names: -tje, -je after a consonant (Jantje, Aagje), -ke after l, m, n, s or t (Femke, Minke, Sietske).
  ['dutch', '(?<=.)tje$|(?<=[^aeiout])je$', 2], ['dutch', '(?<=[aeiou][lmnst])ke$', 1.5],
  ['italian', '^gi[aouo]|gli|gn[aeio]|cch|zz|^chi[ae]|cc[ie]|eo$|^ces|^lud|esca$|ppe$|^gius', 1.5],
  // Endings Italian names share and English spelling rarely has: -ico, -nzo/-nza, -ardo/-aldo, a vowel + -ele,
  // -aolo/-aola, a doubled consonant before a final o or i (Filippo, Rocco; not n: Anne, Yvonne are English).
  // A final stressed vowel with a grave accent after another syllable (Nicolò, Niccolò); Vietnamese writes ò, ì, ù inside one syllable.
  ['italian', '(?<=[aeiou][^aeiou]+)[òìù]$', 3],
  ['italian', 'ico$|nz[oa]$|[ar]do$|aldo$|[aiu]ele$|aol[oa]$|([bcdfgkmptvz])\\1[oi]$', 1.5],
  ['greek', 'os$|is$|^yi|^gi[o]|^dim|^pan|^sta|^chri|^sot|^des|^ath|^ele', 1], ['greek', 'ou$|iotis|idis$|opoulos$|akis$', 2],
  // Greek writes its upsilon y between consonants in names of Greek endings (Spyros, Argyris, Chrysanthos), and -eon is Greek (Symeon, Timoleon; not Korean -yeon).
  ['greek', '[^aeiou]y[^aeiou][a-z]*(?:is|os|as)$', 1.5], ['greek', '(?<!y)eon$', 1.5],
  // Ioann- "John" (Ioannis, Ioanna; Romanian writes Ioan, Ioana) and chrys- "gold" before a vowel (Chrysa, Chrysoula, Chrysanthi; not Chrystal).
  ['greek', '^ioann|^chrys[aeiou]', 2],
  ['slavic', 'enko$|ov$|ova$|ev$|(?<!e)eva$|sky$|skiy$|iy$|^yev|^yu|^vlad|^dmi|^svet|^oks|^tat|^mykol|^ole[gn]|^nikol|ei$|^vas', 1.5], ['slavic', 'zh|kh|shch', 0.8], ['slavic', '(?<=[bdfglmnprstvz])y(?:u|e|o|a(?!$))', 1.5],
  ['arabic', '^abd|^al-|^kh|gh|q(?!u)|^ham|^mus|ou[a-z]|ah$|^fat|^zai|^ras|^tar|^nou|^you|oussef|ammed|^kha', 1.2], ['arabic', 'aa|ee|ij', 0.4],
  ['indian', 'ddh|rth|^dh|^bh', 1.5],
  // Indra "lord" ending a name after another syllable (Devendra, Jitendra, Narendra; not Kendra).
  ['indian', '(?<=[aeiou][^aeiou]+)endra$', 2],
  // A dh between vowels, or after n, is Hindi and Tamil romanisation (Madhavi, Nandhini); Irish writes dh before a consonant or at the end (Tadhg, Aodh).
  ['indian', '(?<=[aeiou]|n)dh(?=[aeiou])', 1.5], ['indian', 'aa|ksh|dh|bh|th$|esh$|eep|^pri|^ana|^san|^vik|^raj|^kav|^arj|^ish|^roh|^kar|^sen|^mur|^anb|^sel|^ven|^kum|^ari|^ila|^mee|^sar|ya$|an$', 0.8],
  ['chinese', '^(?:zh|x|q)[a-z]*$|^(?![iu])(?:zh|ch|sh|x|q|z|c|j|y|w|h)?(?:iang|iong|uang|ang|eng|ing|ong|iao|ian|uai|uan|ai|ao|an|ei|en|ia|ie|in|iu|ou|ua|ui|un|uo|ue|a|e|i|o|u)(?:(?:zh|ch|sh|x|q|b|p|m|f|d|t|n|l|g|k|h|j|r|z|c|s|y|w)?(?:iang|iong|uang|ang|eng|ing|ong|iao|ian|uai|uan|ao|ai|an|ei|en|ia|ie|in|iu|ou|ua|ui|un|uo|ue|a|e|i|o|u))?$', 1.1], ['chinese', '^x|^q|^zh', 0.5], ['chinese', 'iao|iang', 1], ['chinese', PINYIN_MARKED, 2.1], ['chinese', `^(?:zh|x|q)${PY_FINAL}(?:${PY_INITIAL}${PY_FINAL})?$`, 1.5],
  ['japanese', '^(?:(?:[kgsztdnhbpmr]y?|sh|ch|ts|j|f|y|w)?[aeiou]|n(?![aeiouy]))+$', 1], ['japanese', 'tsu|shi|uke$|^ry|^ky|ko$|ki$|uto$|ichi|iro|aru', 1.5],
  ['korean', '-', 1], ['korean', KOREAN_TWO_SYLLABLES, 1.5], ['korean', '(?:^|-)[^aeiou-]{0,2}y?(?:eo|eu)(?:ng|n|l|k)?(?:-|$)|^jae-|hoon|^seung|yeon|woo$|^ji-', 1.5],
  ['vietnamese', '^ngu|^ph[uươ]|^th[aưu]|ương|uong$|^ngh|^qu[aâ]n|^[bch]?[aeiou]o$|^ho[aà]|^hư|^th[aou][^aeiou]?$|^tuan|^duc', 2],
  // One syllable starting with ng (Ngoc, Nga): Vietnamese; West African ng- names run longer (Ngozi).
  ['vietnamese', 'nh$', 2.5], ['vietnamese', '^ngh?[aeiouy]+(?:[cmnpt]|ng|nh|ch)?$', 2], ['vietnamese', 'ư|ơ|ă|đ|[\u1ea0-\u1ef9]|ỳ|ý', 3],
  ['west-african', '^ng[aeiou]|^gb|^kp|^nk|^nn|^nw|^chi|^olu|^ade|^oba|^ada|^ife|^nke|^obi|^fol|^yet|^tem|^kwa|^ako|^ob|seun|tope$|unde$|ayo$|emi|nso$', 1.5],
  ['swahili', '^mw|^nj|^ny|^mb[^e]|^nd[^r]|^wanj|^wamb|^jab|^zaw|^juma|^kam|^oti|^ach|^nee|^ima|^ama|ng[aeiou]$|ui$|au$|eno$|ieng$', 1.5],
  ['romanian', 'ă|ș|ş|ț|ţ', 3], ['romanian', '(?<=[^aeiou][aeiou][^aeiou]+)iu$|escu$|eanu$|(?<=[cg])ea$|^ghe|ghe$|^ioan(?!n)|^ion(?=[eu])|^iuli', 1.5],
  ['hebrew', '^tz|tzh|^yitz|^chaim|^avr|^mosh|^noa$|^yael|^tam', 1.5],
  ['persian', 'eh$|oush$|^kh[ao]s|^shahr?|^mehr|^bahr?|^mah[nstyb]|^far[ahiszn]|naz$|^sia|^kou|^pou|^pey|^beh[nrz]|^bij|^niloo|^gol[naz]|^parv|^ard[ae]|dokht|zad$|yar$|^dar[iy]', 1.5],
  ['persian', 'ou|oo', 0.5],
  ['irish', 'éa(?!$)', 2],
  // A fada before another vowel (Máire, Nóirín, Síofra, Mícheál) and -án after a consonant (Tiarnán, Rónán): Irish; Spanish writes -ián, -ía.
  ['irish', '[áóú]i(?!$)|ío|eá|(?<=[^aeiouáéíóú])án$', 2], ['irish', '(?<!^)bh|mh|(?<![dn])dh(?![aeiouáéíóú])|aodh|aoi|ao(?!l)|^eo|^sio|^sao|^nia|^cao|^aoi|^ois|^sin[eé]|ghe$|^ruai|^ciar|^ea|^dear|^cl[oó]da|^gr[aá]i|^aisl|^tadhg|^pádr|^padr|^ró?is', 2],
  ['welsh', 'ydd$|^rhy|^gw[iy]|^llew|^dafy', 2],
  // Welsh dd ending a name or before -yn (Heledd, Gruffudd, Bleddyn), and the name parts -wen "white, blessed" (Ceinwen, Eirwen; not Owen, Bowen) and -wyn (Carwyn).
  ['welsh', '[eu]dd$|ddyn$', 2], ['welsh', '(?<=[^o])wen$|(?<=[^aeiou])wyn$', 1.5],
];

/** Common English names that the signs above would otherwise misread; the voice knows them. */
const ENGLISH = new Set(
  ('rebecca andrew melissa joshua hannah justin stephanie brandon michael jessica sophia olivia charlotte james emily emma noah liam ava mia isabella ' +
    'ethan mason lucas oliver amelia harper evelyn abigail ella scarlett grace chloe victoria riley aria lily aubrey zoey penelope layla nora ' +
    'william benjamin elijah logan alexander sebastian jack owen daniel henry jackson samuel david joseph carter wyatt john luke dylan gabriel isaac ' +
    'anthony christopher jaxon lincoln joshua christian hunter jonathan charles eli isaiah aaron thomas ruby nadia priya sarah laura kate rachel ' +
    'megan ashley nicole amanda heather paul mark george edward robert richard matthew steven kevin brian ryan jacob tyler nathan zachary kyle ' +
    'eric adam peter simon oscar harry archie leo freddie theo arthur alfie sophie isla poppy freya evie mila rosie ivy sienna phoebe daisy willow ' +
    'elsie florence holly maria anna julia diana helen karen susan linda nancy betty dorothy sandra donna carol ruth sharon michelle deborah ' +
    'jennifer leon xavier elizabeth barbara margaret lisa angela brenda pamela cynthia kathleen amy shirley anna brittany tiffany kayla taylor morgan jordan')
    .split(/\s+/),
);

/** A common English name the rules know (lower case): the voice's reading, whatever else is said. */
export const isCommonEnglishName = (word: string): boolean => ENGLISH.has(word);
export const commonEnglishNames = (): Iterable<string> => ENGLISH;

/**
 * Endings and letter groups English spelling has and the other languages' names rarely do
 * (Johnny, Willie, Hudson, Easton, Ashworth's -worth, Mitchell's -tch, Wright's -ght, Whitney's wh-, Mac-; not Mac- and a
 * vowel in a name ending in a, e or o, which is Spanish or Italian: Macarena, Macario): a name showing
 * one needs strong signs to be read as another language, and the letters' likely language alone never does.
 * English names are written without marks, so a word with a marked letter has no English shape (Zélie, Noélie).
 */
export const ENGLISH_SHAPE = /^(?!.*[^\x00-\x7f])(?:.*(?:([bdgklmnprt])\1(?:y|ie)|[^aeiou]ie|son|ton|den|worth)$|(?:mc|mac(?![aeiou].*[aeo]$)|wh)|.*(?:tch|ght|ck))/;
const ENGLISH_SHAPE_MIN_SCORE = 2.5;

/** How strongly each language's signs show in a word (lower case), before any threshold. */
export function signScores(w: string, listed = false): Map<Language, number> {
  const scores = new Map<Language, number>();
  for (const [language, pattern, weight, only] of SIGNS) {
    if (listed && only === 'unlisted') continue;
    const matches = w.match(new RegExp(pattern, 'gu'))?.length ?? 0;
    if (matches > 0) scores.set(language, (scores.get(language) ?? 0) + weight * Math.min(2, matches));
  }
  return scores;
}

/** The likely language of one name word, or undefined (English, or no clear sign). `listed`: the lexicon lists the word (for any language). */
export function guessLanguage(word: string, listed = false): Language | undefined {
  const w = word.normalize('NFC').toLowerCase().trim();
  if (!/\p{L}/u.test(w) || ENGLISH.has(w) || !/^[\p{Script=Latin}'-]+$/u.test(w)) return undefined;
  const scores = signScores(w, listed);
  let best: Language | undefined;
  // ENGLISH_SHAPE has no word with a marked letter (Žofie, Zélie): a mark outweighs an English shape.
  let bestScore = ENGLISH_SHAPE.test(w) ? ENGLISH_SHAPE_MIN_SCORE : 1.4;
  // A language that does not write the word's marked letters is not its language (Szilárd is not Polish for its sz: Polish has no á).
  for (const [language, score] of scores) if (score > bestScore && writtenBy(w, language) && hasSyllableShape(w, language) && endsAsWritten(w, language)) [best, bestScore] = [language, score];
  return best;
}

/** Whether the language writes every marked letter of the word (a word with none: any language). */
export function writtenBy(word: string, language: Language): boolean {
  const writing = languagesWritingMarks(word);
  return writing.length === 0 || writing.includes(language);
}

/** Italian given names end in a vowel: a name ending in a consonant is not Italian for its gn or zz (Ragnar, Agnes). */
export const endsAsWritten = (w: string, language: Language): boolean => language !== 'italian' || /[aeiouàèéìòù]$/u.test(w);

/** Syllable shapes a word must have to be read by a language's rules on the crew's word alone (pinyin, romaji). */
const SHAPES: Partial<Record<Language, RegExp>> = {
  chinese: PINYIN_WORD,
  japanese: new RegExp(SIGNS.find(([l]) => l === 'japanese')![1]),
  korean: /-/,
  vietnamese: /^[^aeiouy]*[aeiouy]+[^aeiouy]*$/,
};

/** Romanised Chinese, Japanese and Vietnamese words are made of their syllables only: "Miroslav" is not Japanese for its "iro". */
const SYLLABLE_SHAPED = new Set<Language>(['chinese', 'japanese', 'vietnamese']);
export const hasSyllableShape = (w: string, language: Language): boolean =>
  !SYLLABLE_SHAPED.has(language) || SHAPES[language]!.test(w.normalize('NFKD').replace(/\p{M}/gu, '').replace(/đ/g, 'd'));

/**
 * The languages whose names are written with a marked letter (lower case, NFC). A word carrying
 * such letters is never an English name the voice knows: with no clearer sign, it is read by the
 * likeliest of the languages that write all of its marked letters (Bích, Trâm, Hülya, Géza).
 */
const WRITTEN_WITH: Record<string, readonly Language[]> = {
  á: ['spanish', 'portuguese', 'czech', 'hungarian', 'irish', 'vietnamese'], à: ['italian', 'french', 'portuguese', 'vietnamese'],
  â: ['french', 'portuguese', 'vietnamese', 'turkish', 'romanian'], ă: ['romanian', 'vietnamese'], ș: ['romanian'], ş: ['romanian', 'turkish'], ț: ['romanian'], ţ: ['romanian'], ã: ['portuguese', 'vietnamese'], ä: ['german', 'finnish', 'scandinavian'],
  å: ['scandinavian'], æ: ['scandinavian'], ø: ['scandinavian'], ç: ['french', 'portuguese', 'turkish'],
  é: ['french', 'spanish', 'portuguese', 'italian', 'czech', 'hungarian', 'irish', 'vietnamese', 'scandinavian'], è: ['french', 'italian', 'vietnamese'],
  ê: ['french', 'portuguese', 'vietnamese'], ë: ['french', 'dutch'], í: ['spanish', 'portuguese', 'czech', 'hungarian', 'irish', 'vietnamese'],
  ì: ['italian', 'vietnamese'], î: ['french', 'romanian'], ï: ['french', 'dutch'], ñ: ['spanish'], ó: ['spanish', 'portuguese', 'polish', 'czech', 'hungarian', 'irish', 'vietnamese'],
  ò: ['italian', 'vietnamese'], ô: ['french', 'portuguese', 'vietnamese'], õ: ['portuguese', 'vietnamese'], ö: ['german', 'finnish', 'scandinavian', 'hungarian', 'turkish'],
  ú: ['spanish', 'portuguese', 'czech', 'hungarian', 'irish', 'vietnamese'], ù: ['italian', 'french', 'vietnamese'], û: ['french', 'turkish'],
  ü: ['german', 'turkish', 'hungarian', 'spanish'], ý: ['czech', 'vietnamese'],
  // The háček letters: Czech (and the South Slavic languages, read by its rules).
  č: ['czech'], š: ['czech'], ž: ['czech'], ř: ['czech'], ě: ['czech'], ů: ['czech'], ň: ['czech'], ť: ['czech'], ď: ['czech'],
};

/** The languages that write every marked letter of the word (none when it has no marked letter, or no language writes them all). */
export function languagesWritingMarks(word: string): Language[] {
  const marked = [...new Set(word.normalize('NFC').toLowerCase().match(/[^\x00-\x7f]/gu) ?? [])];
  let out: Language[] | undefined;
  for (const ch of marked) {
    const languages = WRITTEN_WITH[ch];
    if (languages) out = out ? out.filter((l) => languages.includes(l)) : [...languages];
  }
  return out ?? [];
}

/** Whether a word with no sign of its own can be read by `language`'s rules (a crew of that language says so). */
export function readableAs(word: string, language: Language): boolean {
  const w = word.normalize('NFC').toLowerCase();
  return /^[\p{Script=Latin}'-]+$/u.test(w) && !ENGLISH.has(w) && (SHAPES[language]?.test(w) ?? true);
}

const compiled = new Map<Language, { re: RegExp; phones: string[] }[]>();

function rulesOf(language: Language): { re: RegExp; phones: string[] }[] {
  let rules = compiled.get(language);
  if (!rules) {
    rules = [...LANGUAGES[language].rules, ...CONTINENTAL].map(([pattern, phones]) => ({ re: new RegExp(pattern, 'uy'), phones: phones ? phones.split(' ') : [] }));
    compiled.set(language, rules);
  }
  return rules;
}

const VOWELS = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);
export const isVowel = (phone: string): boolean => VOWELS.has(phone.replace(/\d$/, ''));

/** Languages whose unstressed final a stays a full a: the long ā of Indian names (Neha, Pooja), Korean's unreduced vowels (Soo-ah). */
const FULL_FINAL_A = new Set<Language>(['indian', 'korean']);

const ACCENT_MARKS_STRESS = new Set<Language>(['spanish', 'italian', 'portuguese', 'greek', 'scandinavian', 'slavic', 'dutch', 'german']);

/** Phones (ARPAbet with stress digits) of a name word read by the rules of `language`. */
export function phonesByRules(word: string, language: Language): string[] {
  const w = word.normalize('NFC').toLowerCase().replace(/['’]/g, '');
  const phones = language === 'chinese' ? pinyinPhones(w) : applyRules(language === 'vietnamese' ? vietnameseLetters(w) : w, rulesOf(language));
  // French, Czech, Hungarian, Polish, Turkish, Irish and Vietnamese accents mark a vowel's quality or length, not stress.
  const accented = ACCENT_MARKS_STRESS.has(language) ? accentedSyllable(w) : undefined;
  return stressed(phones, LANGUAGES[language].stress, accented, endsStressed(w, LANGUAGES[language].stress), FULL_FINAL_A.has(language));
}

/**
 * A Vietnamese name as its rules read it: tone marks dropped; typed with no marks at all, its d is
 * taken for đ, as English readers say it and as the common Đức, Đạt, Đông are written (Duc, Dat, Dong).
 */
const vietnameseLetters = (w: string): string => withoutTones(/^[\x00-\x7f]*$/.test(w) ? w.replace(/^d/, 'đ') : w);

/** Vietnamese tone marks (grave, acute, tilde, hook above, dot below) dropped, vowel marks kept: "Đức" → "đưc", "Nguyễn" → "nguyên". */
const withoutTones = (w: string): string => w.normalize('NFD').replace(/[\u0300\u0301\u0303\u0309\u0323]/g, '').normalize('NFC');

/**
 * Spanish stresses the last syllable of a word ending in a consonant other than n or s (Javier,
 * Isabel); Portuguese after l, r, z, x, a final i/u, im/um/om and the nasal ã/ão/õe endings (Manuel, Simão).
 */
function endsStressed(w: string, stress: Stress): boolean {
  if (stress === 'spanish') return /[^aeiouns]$/.test(w) && !/y$/.test(w);
  if (stress === 'dutch') return /(?:ijn|ie[nr]|iaan|leen)$/.test(w);
  if (stress === 'slavic') return /(?:[^aeiouy]|[ae][iy])$/.test(w) && !/(?:iy|yy|ij)$/.test(w);
  if (stress === 'portuguese') return /(?:[lrzx]|[iu]s?|[iuo]m|ã|ão|ãe|õe|ões|ães)$/.test(w);
  return false;
}

function applyRules(w: string, rules: { re: RegExp; phones: string[] }[]): string[] {
  const out: string[] = [];
  let at = 0;
  while (at < w.length) {
    let matched = false;
    for (const rule of rules) {
      rule.re.lastIndex = at;
      const m = rule.re.exec(w);
      if (!m) continue;
      // A doubled consonant: skip the first letter and let the second one speak.
      if (m[0].length === 0) continue;
      if (rule.phones.length === 0 && m[1] !== undefined) {
        at += 1;
      } else {
        out.push(...rule.phones);
        at += m[0].length;
      }
      matched = true;
      break;
    }
    if (!matched) at += 1; // a letter no rule knows (a stray mark): silent
  }
  // A consonant said twice in a row is said once; "ER R" before a consonant is one r-coloured vowel.
  return out.filter((p, i) => !(i > 0 && p === out[i - 1] && !isVowel(p)) && !(p === 'R' && out[i - 1] === 'ER' && (i === out.length - 1 || !isVowel(out[i + 1]!))));
}

/** Which syllable (vowel index) carries a written accent that marks stress (Spanish, Italian, Portuguese). */
function accentedSyllable(w: string): number | undefined {
  let vowelGroups = 0;
  let inVowel = false;
  let previous = '';
  for (const ch of w) {
    const isV = V.includes(ch);
    // An accented vowel after a, e or o is a syllable of its own (Thaís, Raúl, Heloísa: the accent marks the hiatus; not the glide of -ción).
    if (isV && (!inVowel || (/[áéíóú]/u.test(ch) && /[aeo]/.test(previous)))) vowelGroups++;
    previous = ch;
    inVowel = isV;
    if (/[áéíóúàèìòùê]/u.test(ch)) return vowelGroups - 1;
  }
  return undefined;
}

function stressed(phones: string[], stress: Stress, accented?: number, onLast = false, longFinalA = false): string[] {
  const vowels = phones.map((p, i) => (isVowel(p) ? i : -1)).filter((i) => i >= 0);
  const n = vowels.length;
  const primary = primaryStress(phones, vowels, stress, accented, onLast);
  return phones.map((p, i) => {
    const k = vowels.indexOf(i);
    if (k < 0) return p;
    const isPrimary = stress === 'every' || k === primary;
    // An unstressed final "a" is a schwa to an English ear ("Priya", "Małgorzata").
    // (Not in Indian names, whose final a is the long ā: Neha, Pooja; their short a is already AH. Nor in Korean, which reduces no vowel.)
    if (!isPrimary && k === n - 1 && p === 'AA' && i === phones.length - 1 && !longFinalA) return 'AH0';
    return `${p}${isPrimary ? 1 : 0}`;
  });
}

/** Which vowel (its index among `vowels`) carries the primary stress; -1 where every syllable does. */
function primaryStress(phones: readonly string[], vowels: readonly number[], stress: Stress, accented: number | undefined, onLast: boolean): number {
  const n = vowels.length;
  if (stress === 'every') return -1;
  if (accented !== undefined && accented < n) return accented;
  if (onLast || stress === 'last') return n - 1;
  if (stress === 'first' || stress === 'dutch') return 0;
  if (stress === 'weight') return heaviestSyllable(phones, vowels);
  if (stress === 'arabic' && n > 1 && arabicFinalStress(phones, vowels)) return n - 1;
  return Math.max(0, n - 2);
}

const LONG_VOWELS = new Set(['AA', 'IY', 'UW', 'EY', 'OW', 'AY', 'AW', 'OY']);
const NASALS_AND_LIQUIDS = new Set(['R', 'L', 'N', 'M', 'NG']);

/**
 * Whether Arabic stresses a name's last syllable: a long ī or ū closed by a consonant (Karīm, Mansūr,
 * Ayyūb), or an a closed by one after an open syllable, the ā of faʿāl (Jamāl, Hishām, Ghassān); after
 * a closed syllable or a diphthong that a is short (AHmad, ASHraf, ZAYnab, MARyam).
 */
function arabicFinalStress(phones: readonly string[], vowels: readonly number[]): boolean {
  const last = vowels[vowels.length - 1]!;
  const before = vowels[vowels.length - 2]!;
  if (last === phones.length - 1) return false;
  if (phones[last] === 'IY' || phones[last] === 'UW') return true;
  const between = last - before - 1;
  return phones[last] === 'AA' && between < 2 && !(between === 1 && (phones[before] === 'AY' || phones[before] === 'AW'));
}

/** The syllable 'weight' stress falls on (see Stress): `vowels` are the vowel positions in `phones`. */
function heaviestSyllable(phones: readonly string[], vowels: readonly number[]): number {
  const n = vowels.length;
  const long = (k: number) => LONG_VOWELS.has(phones[vowels[k]!]!);
  const after = (k: number) => phones.slice(vowels[k]! + 1, k + 1 < n ? vowels[k + 1]! : phones.length);
  // A consonant and r or y open the next syllable together (su-PRI-ya, Subra-MA-ni), so they do not close this one.
  const closed = (k: number) => {
    const cluster = after(k);
    return cluster.length >= 2 && !(cluster.length === 2 && (cluster[1] === 'R' || cluster[1] === 'Y') && !NASALS_AND_LIQUIDS.has(cluster[0]!));
  };
  for (let k = n - 2; k >= 0; k--) if (long(k) || closed(k)) return k;
  if (n > 1 && long(n - 1) && after(n - 1).length > 0) return n - 1;
  return Math.max(0, n - 2);
}

// ------------------------------------------------------------------ pinyin

const PINYIN_INITIALS: [string, string][] = [
  ['zh', 'JH'], ['ch', 'CH'], ['sh', 'SH'], ['b', 'B'], ['p', 'P'], ['m', 'M'], ['f', 'F'], ['d', 'D'], ['t', 'T'], ['n', 'N'], ['l', 'L'], ['g', 'G'],
  ['k', 'K'], ['h', 'HH'], ['j', 'JH'], ['q', 'CH'], ['x', 'SH'], ['r', 'R'], ['z', 'D Z'], ['c', 'T S'], ['s', 'S'], ['y', 'Y'], ['w', 'W'],
];
const PINYIN_FINALS: [string, string][] = [
  ['iang', 'Y AA NG'], ['iong', 'Y UH NG'], ['uang', 'W AA NG'], ['ang', 'AA NG'], ['eng', 'AH NG'], ['ing', 'IH NG'], ['ong', 'UH NG'], ['iao', 'Y AW'],
  ['ian', 'Y EH N'], ['uai', 'W AY'], ['uan', 'W AA N'], ['ai', 'AY'], ['ao', 'AW'], ['an', 'AA N'], ['ei', 'EY'], ['en', 'AH N'], ['er', 'AA R'],
  ['ia', 'Y AA'], ['ie', 'Y EH'], ['in', 'IH N'], ['iu', 'Y OW'], ['ou', 'OW'], ['ua', 'W AA'], ['ui', 'W EY'], ['un', 'UW N'], ['uo', 'W AO'],
  ['ue', 'W EH'], ['a', 'AA'], ['e', 'AH'], ['i', 'IY'], ['o', 'AO'], ['u', 'UW'],
];

/**
 * Finals said otherwise after some initials: -i after zh, ch, sh, r, z, c, s; u (ü) after j, q, x, y;
 * after y the a of -an and the e are those of -ian and -ie (Yan is "yen", Ye "yeh"); -uan after j, q,
 * x, y is ü-an ("shwen", "ywen").
 */
const PINYIN_FINALS_AFTER: [initials: string[], final: string, phones: string][] = [
  [['zh', 'ch', 'sh', 'r', 'z', 'c', 's'], 'i', 'ER'], [['j', 'q', 'x', 'y'], 'u', 'UW'], [['y'], 'an', 'EH N'], [['y'], 'e', 'EH'],
  [['j', 'q', 'x'], 'uan', 'W EH N'], [['y'], 'uan', 'UW EH N'],
];

function pinyinPhones(w: string): string[] {
  const out: string[] = [];
  let at = 0;
  while (at < w.length) {
    const initial = PINYIN_INITIALS.find(([g]) => w.startsWith(g, at));
    const afterInitial = at + (initial?.[0].length ?? 0);
    // Longest final that leaves a parseable rest (a final is followed by an initial or the end).
    const final = PINYIN_FINALS.find(([g]) => w.startsWith(g, afterInitial) && (afterInitial + g.length === w.length || PINYIN_INITIALS.some(([i]) => w.startsWith(i, afterInitial + g.length)) || PINYIN_FINALS.some(([f]) => w.startsWith(f, afterInitial + g.length))));
    if (!final) {
      at = afterInitial + 1;
      continue;
    }
    let finalPhones = (initial && PINYIN_FINALS_AFTER.find(([initials, f]) => f === final[0] && initials.includes(initial[0]))?.[2]) ?? final[1];
    if (initial?.[0] === 'y' && finalPhones.startsWith('Y ')) finalPhones = finalPhones.slice(2);
    if (initial?.[0] === 'w' && finalPhones.startsWith('W ')) finalPhones = finalPhones.slice(2);
    if (initial) out.push(...initial[1].split(' '));
    out.push(...finalPhones.split(' '));
    at = afterInitial + final[0].length;
  }
  return out;
}
