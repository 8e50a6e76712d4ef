import { romaniseHanRuns } from './han';

/**
 * Romanisation for the voice only: the lyrics keep names as written, the English TTS voice gets a
 * Latin spelling it can pronounce. Covers Latin diacritics, Cyrillic, Greek, Hangul, kana, Han
 * (Pinyin), Arabic, Hebrew and Devanagari; anything else falls back to "friend" so the slot is
 * still sung.
 */
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'ye', ё: 'yo', ж: 'zh', з: 'z', и: 'ee', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'oo', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', і: 'ee', ї: 'yee', є: 'ye', ґ: 'g', ў: 'w',
};
const GREEK: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'ee', θ: 'th', ι: 'ee', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x',
  ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'ee', φ: 'f', χ: 'kh', ψ: 'ps', ω: 'o',
};
const KANA_SYLLABLES =
  'a i u e o ka ki ku ke ko sa shi su se so ta chi tsu te to na ni nu ne no ha hi fu he ho ma mi mu me mo ya yu yo ra ri ru re ro wa wo n ga gi gu ge go za ji zu ze zo da ji zu de do ba bi bu be bo pa pi pu pe po'.split(' ');
const HIRAGANA = 'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんがぎぐげござじずぜぞだぢづでどばびぶべぼぱぴぷぺぽ';
const KATAKANA = 'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲンガギグゲゴザジズゼゾダヂヅデドバビブベボパピプペポ';
const ARABIC: Record<string, string> = {
  ا: 'a', ب: 'b', ت: 't', ث: 'th', ج: 'j', ح: 'h', خ: 'kh', د: 'd', ذ: 'th', ر: 'r', ز: 'z', س: 's', ش: 'sh', ص: 's',
  ض: 'd', ط: 't', ظ: 'z', ع: 'a', غ: 'gh', ف: 'f', ق: 'q', ك: 'k', ل: 'l', م: 'm', ن: 'n', ه: 'h', و: 'oo', ي: 'ee',
  ى: 'a', ة: 'a', ء: '', أ: 'a', إ: 'e', آ: 'aa', ؤ: 'o', ئ: 'e',
};
const HEBREW: Record<string, string> = {
  א: 'a', ב: 'b', ג: 'g', ד: 'd', ה: 'h', ו: 'o', ז: 'z', ח: 'ch', ט: 't', י: 'ee', כ: 'k', ך: 'k', ל: 'l', מ: 'm',
  ם: 'm', נ: 'n', ן: 'n', ס: 's', ע: 'a', פ: 'p', ף: 'f', צ: 'ts', ץ: 'ts', ק: 'k', ר: 'r', ש: 'sh', ת: 't',
};
const DEVANAGARI: Record<string, string> = {
  अ: 'a', आ: 'aa', इ: 'i', ई: 'ee', उ: 'u', ऊ: 'oo', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', क: 'ka', ख: 'kha', ग: 'ga',
  घ: 'gha', च: 'cha', छ: 'chha', ज: 'ja', झ: 'jha', ट: 'ta', ठ: 'tha', ड: 'da', ढ: 'dha', ण: 'na', त: 'ta', थ: 'tha',
  द: 'da', ध: 'dha', न: 'na', प: 'pa', फ: 'pha', ब: 'ba', भ: 'bha', म: 'ma', य: 'ya', र: 'ra', ल: 'la', व: 'va',
  श: 'sha', ष: 'sha', स: 'sa', ह: 'ha', 'ा': 'a', 'ि': 'i', 'ी': 'ee', 'ु': 'u', 'ू': 'oo', 'े': 'e', 'ै': 'ai',
  'ो': 'o', 'ौ': 'au', 'ं': 'n', '्': '',
};
const HANGUL_INITIAL = ['g', 'kk', 'n', 'd', 'tt', 'r', 'm', 'b', 'pp', 's', 'ss', '', 'j', 'jj', 'ch', 'k', 't', 'p', 'h'];
const HANGUL_VOWEL = ['a', 'ae', 'ya', 'yae', 'eo', 'e', 'yeo', 'ye', 'o', 'wa', 'wae', 'oe', 'yo', 'u', 'wo', 'we', 'wi', 'yu', 'eu', 'ui', 'i'];
const HANGUL_FINAL = ['', 'k', 'k', 'k', 'n', 'n', 'n', 't', 'l', 'k', 'm', 'l', 'l', 'l', 'p', 'l', 'm', 'p', 'p', 't', 't', 'ng', 't', 't', 'k', 't', 'p', 't'];

function romaniseChar(ch: string): string | undefined {
  const lower = ch.toLowerCase();
  const code = ch.codePointAt(0)!;
  if (code >= 0xac00 && code <= 0xd7a3) {
    const index = code - 0xac00;
    return HANGUL_INITIAL[Math.floor(index / 588)]! + HANGUL_VOWEL[Math.floor((index % 588) / 28)]! + HANGUL_FINAL[index % 28]!;
  }
  const kana = HIRAGANA.indexOf(ch) >= 0 ? HIRAGANA.indexOf(ch) : KATAKANA.indexOf(ch);
  if (kana >= 0) return KANA_SYLLABLES[kana];
  if (ch === 'ー') return '';
  return CYRILLIC[lower] ?? GREEK[lower] ?? ARABIC[ch] ?? HEBREW[ch] ?? DEVANAGARI[ch];
}

/** Latin letters only (plus spaces, hyphens, apostrophes); never empty for a word with letters. */
export function transliterate(text: string): string {
  let out = '';
  for (const ch of romaniseHanRuns(text.normalize('NFC'))) {
    if (/[a-z0-9' -]/i.test(ch)) {
      out += ch;
      continue;
    }
    const latin = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    if (/^[a-z]+$/i.test(latin)) {
      out += latin;
      continue;
    }
    const romanised = romaniseChar(ch);
    if (romanised !== undefined) out += romanised;
    else if (/\p{L}/u.test(ch)) out += '\u0000';
    else if (/\s/.test(ch)) out += ' ';
  }
  // Scripts without a table (e.g. Thai): sing "friend" rather than silence.
  out = out.replace(/\u0000+/g, ' friend ').replace(/\s+/g, ' ').trim();
  return out;
}

export function hasNonLatinLetters(text: string): boolean {
  return /[^\p{Script=Latin}\P{L}]/u.test(text);
}
