/**
 * A lexicon of common world names as their speakers say them (ARPAbet, stress 1/0): names whose
 * spelling the rules in spelling-rules.ts do not read right, or that carry no clear sign of their
 * language. Keys are lower-case names as written (with their diacritics; a lookup also tries the
 * name without them). Data only: add a name here when the rules get it wrong.
 */
export const WORLD_NAMES: Readonly<Record<string, string>> = {
  // irish
  siobhan: 'SH IH0 V AO1 N',
  niamh: 'N IY1 V',
  saoirse: 'S ER1 SH AH0',
  sinead: 'SH IH0 N EY1 D',
  roisin: 'R OW0 SH IY1 N',
  oisin: 'AH0 SH IY1 N',
  padraig: 'P AO1 D R IH0 G',
  eoin: 'OW1 IH0 N',
  ciaran: 'K IH1 R AH0 N',
  // spanish
  'jesús': 'HH EY0 S UW1 S',
  'joaquín': 'W AA0 K IY1 N',
  beatriz: 'B EY0 AA0 T R IY1 S',
  ximena: 'HH IY0 M EY1 N AH0',
  alejandro: 'AA0 L EH0 HH AA1 N D R OW0',
  javier: 'HH AA0 V Y EH1 R',
  'raúl': 'R AA0 UW1 L',
  // italian
  cesare: 'CH EY1 Z AA0 R EY0',
  // portuguese
  'joão': 'ZH W AW1',
  joaquim: 'ZH W AA0 K IY1 M',
  'conceição': 'K OW0 N S EY0 S AW1',
  leonor: 'L IY0 OW0 N OW1 R',
  thiago: 'T IY0 AA1 G OW0',
  // french
  guillaume: 'G IY0 Y OW1 M',
  mathieu: 'M AA0 T Y UH1',
  'anaïs': 'AA0 N AA0 IY1 S',
  'amélie': 'AA0 M EY0 L IY1',
  'benoît': 'B EH0 N W AA1',
  'geneviève': 'ZH EH0 N AH0 V Y EH1 V',
  // german
  'günther': 'G UH1 N T ER0',
  matthias: 'M AA0 T IY1 AH0 S',
  sabine: 'Z AA0 B IY1 N AH0',
  // dutch
  anouk: 'AA0 N UW1 K',
  // czech
  'jiří': 'Y IH1 R ZH IY0',
  'markéta': 'M AA1 R K EH0 T AH0',
  // russian
  oksana: 'AA0 K S AA1 N AH0',
  vladimir: 'V L AA0 D IY1 M IH0 R',
  nikolai: 'N IH0 K AH0 L AY1',
  // greek
  giorgos: 'Y AO1 R G OW0 S',
  dimitris: 'D IH0 M IY1 T R IY0 S',
  eleni: 'EH0 L EH1 N IY0',
  despina: 'D EH0 S P IY1 N AH0',
  // turkish
  'çağla': 'CH AA1 L AH0',
  'işıl': 'IH0 SH IH1 L',
  // arabic
  aisha: 'AA0 IY1 SH AH0',
  mohammed: 'M OW0 HH AE1 M EH0 D',
  khalid: 'K AA1 L IH0 D',
  youssef: 'Y UW1 S EH0 F',
  fatima: 'F AA1 T IH0 M AH0',
  hamza: 'HH AA1 M Z AH0',
  nour: 'N UW1 R',
  // hindi
  siddharth: 'S IH0 D AA1 R TH',
  priya: 'P R IY1 Y AH0',
  aarav: 'AA1 R AH0 V',
  deepika: 'D IY1 P IH0 K AH0',
  rajesh: 'R AA0 JH EY1 SH',
  vikram: 'V IH1 K R AH0 M',
  lakshmi: 'L AH1 K SH M IY0',
  // tamil
  karthik: 'K AA1 R TH IH0 K',
  senthil: 'S EH1 N TH IH0 L',
  anbu: 'AH1 N B UW0',
  selvi: 'S EH1 L V IY0',
  venkatesh: 'V EH0 NG K AH0 T EY1 SH',
  // japanese
  sakura: 'S AA0 K UW1 R AH0',
  kenji: 'K EH1 N JH IY0',
  hiroshi: 'HH IH0 R OW1 SH IY0',
  // korean
  'min-jun': 'M IH1 N JH UW0 N',
  'hyun-woo': 'HH Y AH1 N W UW0',
  // vietnamese
  nguyen: 'N W IH1 N',
  // igbo
  chiamaka: 'CH IY0 AA0 M AA1 K AH0',
  // yoruba
  oluwaseun: 'OW0 L UW0 W AA0 SH EY1 UW0 N',
  gbenga: 'G B EH1 NG G AH0',
  // scandinavian
  'torbjørn': 'T AO1 R B Y ER0 N',
  // hungarian
  'lászló': 'L AA1 S L OW0',
  // hebrew
  noa: 'N OW1 AH0',
  chaim: 'HH AY1 IH0 M',
  // welsh
  dafydd: 'D AE1 V IH0 DH',
  // english
  'zoë': 'Z OW1 IY0',
  'chloé': 'K L OW1 IY0',
  // names the earlier "sounds like" list carried, and a few other common ones
  eilidh: 'EY1 L IY0',
  xochitl: 'S OW0 CH IY1 L',
  hermione: 'HH ER0 M AY1 AH0 N IY0',
  penelope: 'P AH0 N EH1 L AH0 P IY0',
  muhammad: 'M UH0 HH AE1 M AH0 D',
  ahmed: 'AA1 HH M EH0 D',
  mohamed: 'M OW0 HH AE1 M EH0 D',
  joost: 'Y OW1 S T',
  zhou: 'JH OW1',
  baraka: 'B AA0 R AA1 K AH0',
  gergely: 'G EH1 R G EY0',
  zoe: 'Z OW1 IY0',
  chloe: 'K L OW1 IY0',
};
