// `npm run bench:web` — the storefront's budgets (`BARS` below), measured on a production build:
//   1. builds the web app and its server bundle into a temp dir (never web/dist, which others serve),
//   2. serves it with the real server on a free port and a fresh database,
//   3. opens /, /shop and a product page, and the same pages in French (/fr, /fr/shop,
//      /fr/shop/<slug>), in Debian's Chromium as a phone (390 px wide), each in a fresh profile,
//      and adds up every script the page loads until the network is idle (the app's start, its
//      route modules, and what loads later without a touch: deferred parts, parts near the screen),
//      as Chromium received it (compressed, the bar) and gzipped at level 9, with the files that
//      make up each total,
//   4. runs Lighthouse (mobile emulation) on the same pages, unless BENCH_LIGHTHOUSE=0 (a quick
//      JavaScript-only run),
//   5. prints the script totals against their bar, performance / accessibility / best-practices,
//      LCP, TBT, CLS, Lighthouse's CPU index, the landing page's initial JavaScript (gzipped) and
//      whether a storefront page loaded any admin or delivery chunk, and which budget was missed.
// Lighthouse measures each page BENCH_RUNS times (default 3) and judges it by its median run, as
// Lighthouse's own guidance and Lighthouse CI do: one simulated run varies by a few points.
// Not part of `npm test`: it takes a few minutes and needs /usr/bin/chromium.
// BENCH_REPORT_DIR=/some/dir keeps each page's last Lighthouse JSON report there.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const BARS = { initialJsKb: 120, pageJsKb: 120, performance: 95, accessibility: 100, lcpMs: 2000, cls: 0.02 };
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
/** How long the network must stay quiet (no request in flight) before a page counts as loaded. */
const NETWORK_IDLE_MS = 1500;
/** Staff-area source folders: their code must never reach a storefront page (its JavaScript budget). */
const STAFF_SOURCES = [/src\/app\/routes\/(admin|delivery)\//, /src\/features\/(admin-[^/]+|delivery)\//];

const tmp = mkdtempSync(path.join(os.tmpdir(), 'ikawa-bench-'));
const dist = path.join(tmp, 'dist');
let server;
let chrome;
let browser;

function cleanUp() {
  chrome?.kill();
  void browser?.close();
  server?.kill('SIGTERM');
  rmSync(tmp, { recursive: true, force: true });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('The server did not answer /api/health within 60 s');
}

function build() {
  console.log(`Building the web app into ${dist} …`);
  const vite = (args) =>
    spawnSync('npx', ['vite', 'build', ...args], {
      cwd: path.join(root, 'web'),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  if (vite(['--outDir', dist, '--emptyOutDir', '--manifest']).status !== 0)
    throw new Error('vite build failed');
  // As `npm run build` does: the storefront's server bundle (decision 012).
  const ssr = vite(['--ssr', 'src/entry-server.tsx', '--outDir', path.join(dist, '.ssr'), '--emptyOutDir']);
  if (ssr.status !== 0) throw new Error('vite build --ssr failed');
}

/**
 * Initial JS of index.html: the entry its start-up script imports and the modules it preloads
 * with it (web/vite.config.ts `deferAppStart`), each gzipped.
 */
function initialJavaScript() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no start-up script (data-entry)');
  const preload = /data-preload="([^"]*)"/.exec(html)?.[1] ?? '';
  const files = new Set([entry, ...preload.split(' ').filter(Boolean)]);
  const rows = [...files].map((href) => {
    const body = readFileSync(path.join(dist, href.replace(/^\//, '')));
    return { file: path.basename(href), raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
  return { rows, gzip: rows.reduce((sum, row) => sum + row.gzip, 0) };
}

/**
 * Files only the admin and delivery areas need: everything reachable from their modules, minus
 * what the entry reaches (statically or on demand) without passing through a staff module.
 */
function staffOnlyFiles() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const isStaff = (key) => STAFF_SOURCES.some((re) => re.test(key));
  const closure = (keys, skip) => {
    const seen = new Set();
    const stack = [...keys];
    while (stack.length) {
      const key = stack.pop();
      if (seen.has(key) || !manifest[key] || skip(key)) continue;
      seen.add(key);
      stack.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []));
    }
    return seen;
  };
  const keys = Object.keys(manifest);
  const staff = closure(keys.filter(isStaff), () => false);
  const storefront = closure(
    keys.filter((key) => manifest[key].isEntry),
    isStaff,
  );
  return new Set([...staff].filter((key) => !storefront.has(key)).map((key) => manifest[key].file));
}

/** What made each built file: its source (a page's module) or its chunk's name (`react`, `query`…). */
function chunkNames() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const names = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js') || names.has(chunk.file)) continue;
    names.set(chunk.file, chunk.src ?? chunk.name ?? key);
  }
  return names;
}

/**
 * Every script a phone downloads on `url` before anyone touches it: the page is opened in a fresh
 * profile (nothing cached) at a phone's size, and the count stops once the app has started and the
 * network has been quiet for NETWORK_IDLE_MS, so parts that load after the page (deferred parts,
 * parts near the screen, idle-time prefetches) count too. Each file counts as Chromium received it
 * (`transfer`: its compressed body, without the response's headers; the server sends Brotli to a
 * browser that takes it) and as its body gzipped at level 9 (`gzip`, the server's `.gz` copies).
 */
async function pageScripts(url) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const scripts = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  page.on('requestfailed', settle);
  page.on('requestfinished', (request) => {
    settle();
    if (request.resourceType() !== 'script') return;
    const measure = async () => {
      const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
      const body = (await response?.body()) ?? Buffer.alloc(0);
      return {
        path: new URL(request.url()).pathname,
        transfer: sizes.responseBodySize,
        gzip: gzipSync(body, { level: 9 }).length,
      };
    };
    scripts.push(measure());
  });
  await page.goto(url, { waitUntil: 'load' });
  // The start-up script waits for the page's main picture (at most 3 s) before it starts the app.
  await page
    .waitForFunction(() => globalThis.document.documentElement.dataset.app === 'started', undefined, {
      timeout: 15_000,
    })
    .catch(() => console.error(`  ${url}: the app did not start within 15 s`));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < NETWORK_IDLE_MS))
    await page.waitForTimeout(100);
  const rows = await Promise.all(scripts);
  await context.close();
  const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
  return { rows, transfer: sum('transfer'), gzip: sum('gzip') };
}

async function audit(url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  const { lhr } = result;
  if (process.env.BENCH_REPORT_DIR) {
    mkdirSync(process.env.BENCH_REPORT_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '_') || 'home';
    writeFileSync(path.join(process.env.BENCH_REPORT_DIR, `lighthouse${name}.json`), result.report);
  }
  // A failed run (the page never painted, Chrome crashed…) says why instead of scoring 0.
  if (lhr.runtimeError)
    console.error(
      `  ${url}: Lighthouse could not measure: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .filter((a) =>
      ['accessibility', 'best-practices'].some((cat) =>
        lhr.categories[cat].auditRefs.some((ref) => ref.id === a.id),
      ),
    )
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: lhr.audits['largest-contentful-paint']?.displayValue,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity,
    clsValue: lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity,
    runtimeError: lhr.runtimeError?.code,
    tbt: lhr.audits['total-blocking-time']?.displayValue,
    cls: lhr.audits['cumulative-layout-shift']?.displayValue,
    // Lighthouse's CPU benchmark of this run: simulated throttling scales the observed main-thread
    // work, so TBT rises when other work loads the machine (low index = loaded machine).
    cpuIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    scripts: requests.filter((r) => r.resourceType === 'Script').map((r) => new URL(r.url).pathname),
    scriptBytes: requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    failing,
  };
}

async function main() {
  build();
  const initial = initialJavaScript();
  const staffOnly = staffOnlyFiles();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: path.join(tmp, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      WEB_DIST_DIR: dist,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  await waitForHealth(base);
  const products = await (await fetch(`${base}/api/products`)).json();
  const slug = products.data[0].slug;

  const english = ['/', '/shop', `/shop/${slug}`];
  // The French pages are held to the same bars, and to the JavaScript of their English page.
  const pages = [...english, ...english.map((page) => `/fr${page === '/' ? '' : page}`)];
  // A shop's server has served its pages before anyone measures it: the first render after a
  // start (compiling the code, filling the caches) is not what a visitor waits for.
  for (let round = 0; round < 5; round += 1)
    for (const page of pages) await (await fetch(`${base}${page}`)).text();

  const names = chunkNames();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const js = [];
  for (const page of pages) {
    console.log(`Scripts loaded by ${page} (phone, until the network is idle) …`);
    js.push({ page, ...(await pageScripts(`${base}${page}`)) });
  }
  await browser.close();
  browser = undefined;

  const results = [];
  if (LIGHTHOUSE)
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  for (const page of LIGHTHOUSE ? pages : []) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      console.log(`Lighthouse (mobile) ${page}, run ${run} of ${RUNS} …`);
      // A run Lighthouse could not record (NO_NAVSTART and the like, its trace, not the page) is
      // run again, up to twice, instead of counting as a score of 0.
      let result = await audit(`${base}${page}`);
      for (let retry = 0; retry < 2 && result.runtimeError; retry += 1)
        result = await audit(`${base}${page}`);
      runs.push(result);
    }
    // The median run by performance stands for the page; every run's score is shown.
    const sorted = [...runs].sort((a, b) => a.performance - b.performance);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    results.push({ page, ...median, allRuns: runs.map((r) => r.performance).join(' ') });
  }

  console.log(
    '\nJavaScript loaded before a touch (phone, 390 px, until the network is idle): KB as transferred, and gzip -9',
  );
  for (const r of js) {
    console.log(
      `\n${r.page}: ${kb(r.transfer)} KB transferred (bar ≤ ${BARS.pageJsKb} KB), ${kb(r.gzip)} KB gzip -9, ${r.rows.length} files`,
    );
    for (const row of [...r.rows].sort((a, b) => b.transfer - a.transfer)) {
      const file = row.path.replace(/^\//, '');
      const name = names.get(file) ?? '';
      console.log(
        `  ${kb(row.transfer).toFixed(1).padStart(6)} KB ${kb(row.gzip).toFixed(1).padStart(6)} KB  ${path.basename(file)}${name ? `  (${name})` : ''}`,
      );
    }
  }
  console.log('');
  console.table(
    Object.fromEntries(
      js.map((r) => [
        r.page,
        {
          'JS KB transferred': kb(r.transfer),
          'JS KB gzip -9': kb(r.gzip),
          files: r.rows.length,
          bar: BARS.pageJsKb,
        },
      ]),
    ),
  );

  if (LIGHTHOUSE) {
    console.log(`\nLighthouse, mobile emulation (default simulated throttling), median of ${RUNS} runs`);
    console.table(
      Object.fromEntries(
        results.map((r) => [
          r.page,
          {
            performance: r.performance,
            runs: r.allRuns,
            accessibility: r.accessibility,
            'best-practices': r.bestPractices,
            LCP: r.lcp,
            TBT: r.tbt,
            CLS: r.cls,
            'CPU index': r.cpuIndex,
            'JS KB': kb(r.scriptBytes),
          },
        ]),
      ),
    );
    for (const r of results) {
      if (r.failing.length)
        console.log(`  ${r.page} a11y/best-practice audits below 0.9: ${r.failing.join(', ')}`);
    }
  }

  console.log('\nLanding page initial JavaScript (index.html entry + modulepreloads)');
  console.table(
    initial.rows.map((row) => ({ file: row.file, 'raw KB': kb(row.raw), 'gzip KB': kb(row.gzip) })),
  );
  console.log(`  total gzipped: ${kb(initial.gzip)} KB (bar ≤ ${BARS.initialJsKb} KB)`);

  const loadedScripts = [
    ...js.map((r) => ({ page: r.page, scripts: r.rows.map((row) => row.path) })),
    ...results,
  ];
  const leaks = loadedScripts.flatMap((r) =>
    r.scripts
      .filter((script) => staffOnly.has(script.replace(/^\//, '')))
      .map((script) => `${r.page} → ${script}`),
  );
  const uniqueLeaks = [...new Set(leaks)];
  console.log(
    `\nAdmin/delivery chunks loaded by storefront pages: ${uniqueLeaks.length ? uniqueLeaks.join(', ') : 'none'} (${staffOnly.size} staff-only files in the build)`,
  );

  const misses = [];
  if (initial.gzip / 1024 > BARS.initialJsKb)
    misses.push(`initial JS ${kb(initial.gzip)} KB > ${BARS.initialJsKb} KB`);
  for (const r of js)
    if (r.transfer / 1024 > BARS.pageJsKb)
      misses.push(`${r.page} loads ${kb(r.transfer)} KB of JavaScript > ${BARS.pageJsKb} KB`);
  for (const r of results) {
    if (r.performance < BARS.performance)
      misses.push(`${r.page} performance ${r.performance} < ${BARS.performance}`);
    if (r.accessibility < BARS.accessibility)
      misses.push(`${r.page} accessibility ${r.accessibility} < ${BARS.accessibility}`);
    if (r.lcpMs > BARS.lcpMs) misses.push(`${r.page} LCP ${r.lcp} > ${BARS.lcpMs / 1000} s`);
    if (r.clsValue > BARS.cls) misses.push(`${r.page} CLS ${r.cls} > ${BARS.cls}`);
  }
  if (leaks.length) misses.push('storefront loads admin/delivery code');
  // French words are ~20 % longer, but a French page downloads its catalog instead of the
  // English one: the same page may not cost more than a tenth more script in French.
  for (const r of js.filter((result) => result.page.startsWith('/fr'))) {
    const twin = js.find((result) => result.page === (r.page.slice(3) || '/'));
    if (twin && r.transfer > twin.transfer * 1.1)
      misses.push(`${r.page} loads ${kb(r.transfer)} KB of script, ${twin.page} ${kb(twin.transfer)} KB`);
  }
  console.log(misses.length ? `\nBars missed:\n  - ${misses.join('\n  - ')}` : '\nAll bars met.');
  return misses.length ? 1 : 0;
}

function kb(bytes) {
  return Math.round((bytes / 1024) * 10) / 10;
}

main()
  .then((code) => {
    cleanUp();
    process.exit(code);
  })
  .catch((error) => {
    console.error(error);
    cleanUp();
    process.exit(2);
  });
