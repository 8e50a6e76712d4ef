import { pinyin } from 'pinyin-pro';

/**
 * Chinese names for the voice: toneless Hanyu Pinyin, grouped the way names are written in Latin
 * letters — family name, then the given name as one word ("王小明" → "Wang Xiaoming"). The first
 * character is read as a family name (单 → Shan, not Dan); two-character family names stay whole.
 */
const COMPOUND_SURNAMES = new Set(
  (
    '欧阳 歐陽 司马 司馬 上官 诸葛 諸葛 东方 東方 皇甫 慕容 令狐 夏侯 尉迟 尉遲 公孙 公孫 长孙 長孫 宇文 司徒 司空 ' +
    '端木 独孤 獨孤 南宫 南宮 西门 西門 轩辕 軒轅 呼延 闻人 聞人 澹台 澹臺 公羊 万俟 萬俟 申屠 太史 濮阳 濮陽 ' +
    '钟离 鍾離 赫连 赫連 拓跋 百里 东郭 東郭 单于 單于'
  ).split(' '),
);

const HAN_RUN = /\p{Script=Han}+/gu;

/** Replaces every run of Han characters with its romanised name, spaced off from adjoining letters. */
export function romaniseHanRuns(text: string): string {
  return text.replace(HAN_RUN, (run: string, offset: number) => {
    const latin = romaniseHanName(run);
    if (latin.length === 0) return run;
    const before = /[\p{L}\p{N}]/u.test(text.charAt(offset - 1)) ? ' ' : '';
    const after = /[\p{L}\p{N}]/u.test(text.charAt(offset + run.length)) ? ' ' : '';
    return before + latin + after;
  });
}

/** One run of Han characters as a name; '' when none of them has a reading. */
export function romaniseHanName(run: string): string {
  const chars = [...run];
  const syllables = pinyin(run, { toneType: 'none', type: 'array', surname: 'head', v: true })
    // ü is written "yu" as in passports (吕 → Lyu), so the English voice does not drop it.
    .map((s) => s.toLowerCase().replace(/v/g, 'yu'));
  if (syllables.length !== chars.length || !syllables.every((s) => /^[a-z]+$/.test(s))) {
    const readable = syllables.filter((s) => /^[a-z]+$/.test(s));
    return readable.map(capitalise).join(' ');
  }
  const surnameLength = chars.length > 1 && COMPOUND_SURNAMES.has(chars[0]! + chars[1]!) ? 2 : 1;
  const surname = joinSyllables(syllables.slice(0, surnameLength));
  const given = joinSyllables(syllables.slice(surnameLength));
  return [surname, given].filter((part) => part.length > 0).map(capitalise).join(' ');
}

/** Pinyin spelling of one word: an apostrophe where a syllable starting with a, o or e would run into the last (Xi'an). */
function joinSyllables(syllables: readonly string[]): string {
  return syllables.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join('');
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
