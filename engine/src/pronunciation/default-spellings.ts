/**
 * "Sounds like" spellings the English voice gets for common names it reads wrongly, used when
 * the user gave none. Keys are lower-case names as written; values are re-spellings for flite
 * (letters, spaces, hyphens, apostrophes). Keep entries to names flite actually mispronounces.
 *
 * Checked with pocketsphinx (issue 16; flite saying each in two carrier lines, slt and rms, keyword
 * spotting for the name). Its dictionary only judges names whose entry is the intended sound:
 * zoe and rhys are heard with the spelling in both voices but written only in one; chloe,
 * penelope, joaquin, ines, giovanni, wojciech, mathieu are heard either way (flite's own lexicon
 * already knows several; the spellings do no harm); jose is heard written in both voices and
 * spelled in one (kept: "ho-say" has the Spanish s). "maximilian" was dropped: flite already
 * says the name, and "max-i-mil-yan" was heard in neither voice. The rest (siobhan, niamh,
 * sinead, zhang, qian, jurgen, joao, guillaume, jesus, krzysztof…) have only an anglicised entry
 * there, or none, so the recogniser cannot judge them.
 */
export const DEFAULT_SOUNDS_LIKE: Readonly<Record<string, string>> = {
  // Irish and Scottish Gaelic
  siobhan: 'shi-vawn',
  saoirse: 'sur-sha',
  niamh: 'neev',
  aoife: 'ee-fa',
  caoimhe: 'kee-va',
  sinead: 'shi-nayd',
  roisin: 'ro-sheen',
  grainne: 'graw-nya',
  aisling: 'ash-ling',
  oisin: 'uh-sheen',
  ciaran: 'keer-an',
  cian: 'kee-an',
  padraig: 'paw-drig',
  eoin: 'oh-in',
  tadhg: 'tige',
  ruairi: 'roo-ree',
  eilidh: 'ay-lee',
  // Welsh
  rhys: 'reese',
  dafydd: 'dav-ith',
  // Vietnamese, Chinese, Korean
  nguyen: 'win',
  xiao: 'shyow',
  zhang: 'jahng',
  xu: 'shoo',
  qian: 'chyen',
  // South Asian and Middle Eastern
  aisha: 'eye-ee-sha',
  siddharth: 'sid-dart',
  joaquin: 'wah-keen',
  xochitl: 'so-cheel',
  // European
  joaquim: 'zhwa-keem',
  zoe: 'zo-ee',
  chloe: 'klo-ee',
  penelope: 'pen-el-o-pee',
  hermione: 'her-my-o-nee',
  anais: 'ah-nah-eese',
  jurgen: 'yur-gen',
  joao: 'zhwow',
  mathieu: 'mat-yuh',
  guillaume: 'gee-yome',
  ines: 'ee-ness',
  giovanni: 'jo-vah-nee',
  jose: 'ho-say',
  jesus: 'hay-soos',
  mireille: 'mee-ray',
  beatriz: 'bay-ah-treez',
  wojciech: 'voy-chek',
  krzysztof: 'kshish-tof',
};
