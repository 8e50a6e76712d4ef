#!/usr/bin/env bash
# `npm test`: the whole suite, cheapest checks first. Runs on Node 24 (npm puts it first on PATH).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage's wall time and the machine's busy CPU-seconds over it (from /proc/stat: every process,
# the suites' servers, browsers and PostgreSQL included; CI's machine runs nothing else), listed at
# the end: a stage far below 2 cores busy mostly waits, and can share the two cores with another.
clock_log=$(mktemp)
# Per-file (jest) and per-test (Playwright) durations of this run, listed at the end by scripts/slowest-tests.mjs.
timings=test-results/timings
rm -rf "$timings"; mkdir -p "$timings"
# Busy and idle CPU-seconds of the whole machine since boot (idle counts iowait too).
machine_cpu() { awk -v hz="$(getconf CLK_TCK)" '/^cpu / { print ($2 + $3 + $4 + $7 + $8 + $9) / hz, ($5 + $6) / hz }' /proc/stat; }
stage=''
clock() {
  local now busy idle
  now=$(date +%s.%N); read -r busy idle < <(machine_cpu)
  if [ -n "$stage" ]; then
    awk -v name="$stage" -v t0="$stage_t0" -v t1="$now" -v b0="$stage_busy0" -v b1="$busy" -v i0="$stage_idle0" -v i1="$idle" 'BEGIN {
      wall = t1 - t0; busy = b1 - b0; idle = i1 - i0
      printf "%-60.60s %6.0f s wall %7.0f s CPU busy %6.0f s idle  %4.2f cores busy\n", name, wall, busy, idle, busy / (wall > 0 ? wall : 1) }' >>"$clock_log"
  fi
  stage=$1; stage_t0=$now; stage_busy0=$busy; stage_idle0=$idle
}
# A process and everything it started (a suite: npm, its runner, the runner's servers and browsers).
kill_tree() { local child; for child in $(ps -o pid= --ppid "$1" 2>/dev/null); do kill_tree "$child"; done; kill "$1" 2>/dev/null || true; }
report_clock() {
  # A step that failed (set -e) ends the script: the suites still running in the background end with it.
  for job in $(jobs -p); do kill_tree "$job"; done
  clock ''
  printf '\n=== slowest tests ===\n'; node scripts/slowest-tests.mjs 15 "$timings"/*.json "$timings"/*.jsonl || true
  printf '\n=== time per stage ===\n'; cat "$clock_log"; rm -f "$clock_log"
}
trap report_clock EXIT
step() { clock "$*"; printf '\n=== %s ===\n' "$*"; }

# System tools the suite uses to measure audio and drive a browser (Debian packages).
missing=()
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
command -v pocketsphinx_continuous >/dev/null 2>&1 || missing+=(pocketsphinx pocketsphinx-en-us)
[ -x /usr/bin/chromium ] || missing+=(chromium)
if [ ${#missing[@]} -gt 0 ]; then
  echo "npm test needs: apt-get update && apt-get install -y ${missing[*]}" >&2
  exit 1
fi

# Lint and typecheck are single-threaded (side by side 103 s → 75 s here), and one ends well before
# the other: the frontend's unit tests, the contract checks and the build use the idle core meanwhile.
step "lint and typecheck (in the background) beside the unit tests, contract checks and build"
TIMEFORMAT='--- %0R s wall, %0U s user + %0S s system CPU'
lint_log=$(mktemp); types_log=$(mktemp)
( time npm run -s lint ) >"$lint_log" 2>&1 & lint_pid=$!
( time npm run -s typecheck ) >"$types_log" 2>&1 & types_pid=$!
# The frontend's unit tier (Vitest in jsdom, the API answered by MSW): seconds, so it runs early.
substep() { printf '\n--- %s\n' "$*"; }
substep "frontend unit tests"; time npm test -w frontend
substep "contracts check";  time npm run -s contracts:check
substep "OpenAPI lint";     time npm run -s lint -w contracts
substep "OpenAPI breaking changes"; time npm run -s breaking -w contracts
substep "build";            time npm run -s build
lint_ok=0; types_ok=0
wait "$lint_pid" || lint_ok=$?
wait "$types_pid" || types_ok=$?
echo "--- lint"; cat "$lint_log"; echo "--- typecheck"; cat "$types_log"; rm -f "$lint_log" "$types_log"
if [ "$lint_ok" -ne 0 ] || [ "$types_ok" -ne 0 ]; then echo "lint exit $lint_ok, typecheck exit $types_ok" >&2; exit 1; fi
step "engine tests (in the background) beside the backend tests"
# The engine's suite is CPU-bound and the backend's mostly waits on PostgreSQL and HTTP: side by side
# they keep both cores busy. The browser tests ran beside them too (ADR 0019) and timed out: with all
# three, a full render waited past its test's deadline and 51 logins outlasted a rate-limit window.
engine_log=$(mktemp)
( time npm test -w engine -- --maxWorkers=1 --json --outputFile="$PWD/$timings/engine.json" ) >"$engine_log" 2>&1 & engine_pid=$!
# Three backend files at a time: most of them wait on PostgreSQL, HTTP and job polls (measured alone
# with two at a time: 770 s of CPU in 1047 s, one core idle), so a third overlaps their waits.
# many-processes starts two APIs and two workers of its own: it runs alone, after the rest (in the
# parallel run it got 500s on register and generate-lyrics in two CI runs, and passed every time alone).
backend_ok=0
export TEST_CPU_LOG="$PWD/$timings/backend-cpu.jsonl"
time npm test -w backend -- --maxWorkers=3 --testPathIgnorePatterns 'test/integration/many-processes\.spec\.ts' --json --outputFile="$PWD/$timings/backend.json" || backend_ok=$?
engine_ok=0
wait "$engine_pid" || engine_ok=$?
echo "--- engine tests"; cat "$engine_log"; rm -f "$engine_log"
if [ "$backend_ok" -ne 0 ] || [ "$engine_ok" -ne 0 ]; then
  echo "backend tests exit $backend_ok, engine tests exit $engine_ok" >&2; exit 1
fi
step "backend: two APIs and two workers on one database, alone"
npm test -w backend -- test/integration/many-processes.spec.ts
step "browser tests (Playwright in Chromium)"
# Their server runs on an embedded PostgreSQL of its own, not TEST_DATABASE_URL's (ADR 0019).
env -u TEST_DATABASE_URL PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$timings/browser.json" npm run -s test:e2e -w frontend
