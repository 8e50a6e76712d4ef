// Prints the slowest test files of jest's --json reports and the slowest tests of Playwright's JSON
// report (the files npm test writes into test-results/timings/), to show where the suite's time goes.
// Usage: node scripts/slowest-tests.mjs [how many, default 15] report.json…
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
