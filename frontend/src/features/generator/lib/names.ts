// The names rule is the contract's, shared with the server (one source: @boogy/contracts/song-names).
export { MAX_NAMES, namesProblem, splitNames, type NamesProblem } from '@boogy/contracts/song-names';
