// Prints the slowest test files of jest's --json reports and the slowest tests of Playwright's JSON
// report (the files npm test writes into test-results/timings/), to show where the suite's time goes.
// Usage: node scripts/slowest-tests.mjs [how many, default 15] report.json|cpu.jsonl…
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const args = process.argv.slice(2);
const top = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 15;

function playwrightTests(suite, file = suite.file) {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.map((t) => ({ name: `${spec.file ?? file}: ${spec.title}`, seconds: t.results.reduce((sum, r) => sum + r.duration, 0) / 1000 })),
  );
  return [...own, ...(suite.suites ?? []).flatMap((s) => playwrightTests(s, s.file ?? file))];
}

for (const path of args) {
  if (path.endsWith('.jsonl')) {
    printCpu(path);
    continue;
  }
  let report;
  try {
    report = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    continue; // that stage did not run (or stopped before it wrote its report)
  }
  const rows = report.testResults
    ? report.testResults.map((r) => ({ name: relative(process.cwd(), r.name), seconds: (r.endTime - r.startTime) / 1000 }))
    : (report.suites ?? []).flatMap((s) => playwrightTests(s));
  const total = rows.reduce((sum, r) => sum + r.seconds, 0);
  console.log(`--- ${path}: ${rows.length} ${report.testResults ? 'files' : 'tests'}, ${total.toFixed(0)} s summed over workers; slowest:`);
  for (const r of rows.sort((a, b) => b.seconds - a.seconds).slice(0, top)) console.log(`${r.seconds.toFixed(1).padStart(7)} s  ${r.name}`);
}

/** The CPU lines backend/test/support/cpu-per-file.ts appends: the files that keep the cores busy. */
function printCpu(path) {
  let lines;
  try {
    lines = readFileSync(path, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
  } catch {
    return;
  }
  const total = lines.reduce((sum, l) => sum + l.cpuSeconds, 0);
  console.log(`--- ${path}: ${lines.length} files, ${total.toFixed(0)} CPU-s in their jest workers; busiest:`);
  for (const l of lines.sort((a, b) => b.cpuSeconds - a.cpuSeconds).slice(0, top)) console.log(`${l.cpuSeconds.toFixed(1).padStart(7)} CPU-s  ${l.file}`);
}
