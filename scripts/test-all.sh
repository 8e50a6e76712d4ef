#!/usr/bin/env bash
# `npm test`: the whole suite, cheapest checks first. Runs on Node 24 (npm puts it first on PATH).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step "lint";             npm run -s lint
step "typecheck";        npm run -s typecheck
step "contracts check";  npm run -s contracts:check
step "build";            npm run -s build
step "backend tests (unit, integration on real PostgreSQL, API e2e)"
npm test -w backend -- --maxWorkers=2
step "browser tests (Playwright in Chromium)"
npm run -s test:e2e -w frontend
