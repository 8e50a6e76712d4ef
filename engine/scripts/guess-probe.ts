/**
 * Dev probe: the language guessed and the phones given for every name of a names file (and for a
 * list of English names, which should get none), to diff the rules' output before/after a change.
 *   node … scripts/guess-probe.ts [names.tsv …]
 */
import { defaultPronunciation } from '../src/pronunciation/pronunciation';
import { namesFilePath, readNamesFile } from '../src/testing/names-heard';

const ENGLISH = ('Abigail Adrian Alan Albert Alice Allison Amber Andrea Angela Anne Anthony Arthur Audrey Austin Barry Beatrice Benjamin Bernard Beth Beverly Billy Bobby ' +
  'Bonnie Brad Brenda Bruce Bryan Caleb Cameron Carl Caroline Casey Catherine Cecilia Chad Charlie Cheryl Chris Christina Claire Clara Colin Connor Craig Crystal Dale Dana ' +
  'Danielle Darren Dean Denise Derek Dennis Douglas Dustin Eleanor Elaine Ellen Emily Eric Erin Ethan Evan Felicity Fiona Gabrielle Gail Gary Gavin Gemma Gina Glenn Gloria ' +
  'Gordon Greg Harold Heidi Irene Isabel Ivan Jacqueline Janet Janice Jason Jeffrey Jenna Jeremy Jerry Jill Joan Joanne Jodie Joel Josephine Joy Judith Julie Karl ' +
  'Katherine Keith Kenneth Kimberly Kirsty Kristen Lance Larry Lauren Leah Lee Leslie Lillian Lindsay Lorraine Louise Lucy Luke Lynn Madeline Malcolm Marcus Marilyn Marion ' +
  'Martha Martin Melanie Meredith Miranda Molly Monica Monique Naomi Natalie Neil Nicholas Nina Norman Oliver Pamela Patrick Patricia Peggy Penny Philip Rachel Ralph ' +
  'Randy Raymond Regina Renee Rhonda Rita Roberta Robin Roger Ronald Rosa Rose Roy Russell Sally Samantha Sean Shane Shannon Sheila Sherry Stacy Stanley Stella Sue ' +
  'Sylvia Teresa Terry Theresa Timothy Tina Todd Tony Tracey Travis Valerie Vanessa Vera Vernon Veronica Vincent Virginia Wanda Wayne Wendy Wesley Whitney Yvonne Zachary ' +
  'Loretta Henrietta Rosetta Marco Enzo Bianca Gina Francesca Adele Danny Kelli Terri Rocco Simone Andre Dominic Frederick Lawrence Vince Graham Grace Lorenzo').split(/\s+/);

const files = process.argv.slice(2);
const rows = (files.length ? files : [namesFilePath()]).flatMap((f) => readNamesFile(f));
for (const r of rows) {
  const d = defaultPronunciation(r.name);
  console.log(`${r.set}\t${r.language}\t${r.name}\t${d ? d.source : '-'}\t${d ? d.phones.join(' ') : ''}\t${r.phones}`);
}
const foreign = ENGLISH.map((n) => [n, defaultPronunciation(n)] as const).filter(([, d]) => d);
console.log(`english list: ${foreign.length}/${ENGLISH.length} get a default: ${foreign.map(([n, d]) => `${n}(${d!.source})`).join(' ')}`);
