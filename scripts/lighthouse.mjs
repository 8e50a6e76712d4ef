#!/usr/bin/env node
// `npm run lighthouse [-- --url http://host:port] [--share http://host:port/shared/<id>] [--out dir] [--runs N] [--only share-mobile,home-desktop]`
// Prints Lighthouse's four scores (performance, accessibility, best practices, SEO) for mobile and
// desktop on the home page and a share page. Builds nothing: without --url it starts the built app
// (backend/scripts/start-e2e.mjs: a throwaway database, embedded unless TEST_DATABASE_URL is set) on
// LIGHTHOUSE_PORT (default 3300) and makes a song and its public share link through the API.
// Chromium: CHROME_PATH (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const ROOT = resolve(import.meta.dirname, '..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = { 'first-contentful-paint': 'FCP', 'largest-contentful-paint': 'LCP', 'total-blocking-time': 'TBT', 'cumulative-layout-shift': 'CLS', 'speed-index': 'SI' };

const { values: args } = parseArgs({
  options: { url: { type: 'string' }, share: { type: 'string' }, out: { type: 'string' }, runs: { type: 'string', default: '1' }, only: { type: 'string' } },
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitForHealth(base, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`${base} did not answer /api/health in time`);
}

function startApp(port) {
  const child = spawn(process.execPath, [join(ROOT, 'backend/scripts/start-e2e.mjs')], {
    cwd: join(ROOT, 'backend'),
    // Its own embedded PostgreSQL port, away from the browser tests' (54349).
    env: { E2E_EMBEDDED_PG_PORT: String(54_000 + (port % 1000)), ...process.env, E2E_PORT: String(port), LOG_LEVEL: 'error', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

/** A guest's song, rendered, shared by a public link: the page a friend opens from a chat. */
async function makeShare(base) {
  let cookie = '';
  const call = async (method, path, body) => {
    const res = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const setCookie = res.headers.getSetCookie?.() ?? [];
    if (setCookie.length) cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    const json = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  await call('POST', '/api/simple-register', { email: `lighthouse-${Date.now()}@example.com`, firstName: 'Lucy' });
  const lyrics = '[Verse]\nOliver and Sophie on the floor\nMarcus wants a little more\n[Chorus]\nHands up high, the party is on';
  const song = await call('POST', '/api/songs', { names: ['Oliver', 'Sophie', 'Marcus'], lyrics, style: 'k-pop', isBirthday: true });
  const task = await call('POST', '/api/generate-music', { songId: song.id, lyrics, vocalGender: 'female' });
  const deadline = Date.now() + 300_000;
  for (;;) {
    const status = await call('GET', `/api/check-music-status/${task.taskId}`);
    if (status.status === 'completed') break;
    if (status.status === 'failed' || Date.now() > deadline) throw new Error(`the song did not render (${status.status})`);
    await sleep(1000);
  }
  const link = await call('POST', `/api/songs/${song.id}/share`, { shareType: 'preview' });
  return `${base}/shared/${link.shareId}`;
}

async function audit(chrome, url, formFactor) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  const runner = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  return runner.lhr;
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr, id) => lhr.audits[id]?.displayValue ?? '?';

async function main() {
  let child = null;
  let base = args.url?.replace(/\/+$/, '');
  const stop = () => child && child.exitCode === null && child.kill('SIGTERM');
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    if (!base) {
      const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
      base = `http://127.0.0.1:${port}`;
      child = startApp(port);
      await waitForHealth(base, child);
    }
    const shareUrl = args.share ?? (await makeShare(base));
    const pages = [
      ['home', `${base}/`],
      ['share', shareUrl],
    ];
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
    });
    const rows = [];
    try {
      for (const [page, url] of pages) {
        for (const formFactor of ['mobile', 'desktop']) {
          if (args.only && !args.only.split(',').includes(`${page}-${formFactor}`)) continue;
          for (let run = 1; run <= Number(args.runs); run++) {
            const lhr = await audit(chrome, url, formFactor);
            rows.push({ page, formFactor, run, lhr });
            if (args.out) {
              mkdirSync(args.out, { recursive: true });
              writeFileSync(join(args.out, `${page}-${formFactor}-${run}.json`), JSON.stringify(lhr));
            }
          }
        }
      }
    } finally {
      await chrome.kill();
    }
    const load = loadavg().map((l) => l.toFixed(2)).join(' ');
    console.log(`\nLighthouse ${rows[0]?.lhr.lighthouseVersion} on ${base} (load average ${load})`);
    console.log(`share page: ${shareUrl}\n`);
    console.log('page   device   perf  a11y  best  seo   FCP      LCP      TBT      CLS    SI');
    for (const { page, formFactor, lhr } of rows) {
      const scores = CATEGORIES.map((c) => String(score(lhr, c)).padStart(4)).join('  ');
      const metrics = Object.keys(METRICS).map((id) => String(metric(lhr, id)).padEnd(8)).join(' ');
      console.log(`${page.padEnd(6)} ${formFactor.padEnd(8)} ${scores}  ${metrics}`);
    }
    for (const { page, formFactor, lhr } of rows) {
      const failing = Object.values(lhr.categories)
        .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]))
        .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative');
      if (failing.length) console.log(`\n${page} ${formFactor} below 90: ${failing.map((a) => `${a.id} (${a.displayValue ?? a.score})`).join(', ')}`);
    }
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
