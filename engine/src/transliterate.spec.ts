import { cleanName } from './names';
import { transliterate } from './transliterate';
import { voiceTextOf } from './vocals/vocals';

describe('transliterate: Chinese (Han) names are romanised in Pinyin for the voice', () => {
  it.each([
    ['李娜', 'Li Na'],
    ['王小明', 'Wang Xiaoming'],
    ['張偉', 'Zhang Wei'],
    ['欧阳娜娜', 'Ouyang Nana'],
    ['诸葛亮', 'Zhuge Liang'],
    ['单田芳', 'Shan Tianfang'],
    ['吕小龙', 'Lyu Xiaolong'],
    ['王', 'Wang'],
    ['张西安', "Zhang Xi'an"],
  ])('%s → %s', (name, latin) => {
    expect(transliterate(name)).toBe(latin);
  });

  it('romanises the Han part of a mixed name and keeps the Latin part', () => {
    expect(transliterate('Anna 王')).toBe('Anna Wang');
    expect(transliterate('Anna王')).toBe('Anna Wang');
    expect(transliterate('王小明-Anna')).toBe('Wang Xiaoming-Anna');
  });

  it('gives the voice the Pinyin words, not "friend"', () => {
    expect(voiceTextOf('王小明')).toBe('wang xiaoming');
    expect(voiceTextOf('李娜')).toBe('li na');
  });

  it('keeps the name as written for the lyrics', () => {
    expect(cleanName(' 王小明 ')).toBe('王小明');
  });
});
