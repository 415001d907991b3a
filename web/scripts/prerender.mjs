// Writes `<dist>/landing.html`: index.html with the landing page's first frame inside #root, so
// a phone paints the navigation and the hero before the app has downloaded (issue 3 §8). The
// server sends it for `/` only; every other path keeps index.html. Run after `vite build`:
//   node scripts/prerender.mjs [dist]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(web, process.argv[2] ?? 'dist');
const template = path.join(dist, 'index.html');
if (!existsSync(template)) throw new Error(`${template} not found: run vite build first`);

// 1. The prerender entry, built for Node (the app's own code; libraries stay in node_modules,
// so the bundle is written where Node resolves them).
mkdirSync(path.join(web, 'node_modules'), { recursive: true });
const out = mkdtempSync(path.join(web, 'node_modules', '.ikawa-prerender-'));
try {
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--ssr', 'src/prerender.tsx', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: web, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('vite build --ssr failed');

  // 2. A browser-like global scope for the client renderer.
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
    url: 'http://localhost/',
    pretendToBeVisual: true,
  });
  for (const key of Object.getOwnPropertyNames(dom.window)) {
    if (key in globalThis) continue;
    Object.defineProperty(globalThis, key, {
      configurable: true,
      get: () => dom.window[key],
    });
  }
  for (const key of ['window', 'document', 'navigator', 'localStorage']) {
    Object.defineProperty(globalThis, key, { configurable: true, value: dom.window[key] });
  }
  // Nothing is fetched while prerendering: the frame shows the loading states.
  globalThis.fetch = () => new Promise(() => {});

  // 3. Render, and put the frame into the page.
  const { renderLandingFirstFrame } = await import(pathToFileURL(path.join(out, 'prerender.js')).href);
  const frame = renderLandingFirstFrame(dom.window.document.getElementById('root'));
  const html = readFileSync(template, 'utf8');
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const page = html.replace('<div id="root"></div>', `<div id="root">${frame}</div>`);
  const target = path.join(dist, 'landing.html');
  writeFileSync(target, page);
  writeFileSync(`${target}.br`, brotliCompressSync(page));
  writeFileSync(`${target}.gz`, gzipSync(page, { level: 9 }));
  console.log(
    `prerendered / into ${path.relative(process.cwd(), target)} (${(page.length / 1024).toFixed(1)} KB)`,
  );
  dom.window.close();
} finally {
  rmSync(out, { recursive: true, force: true });
}
process.exit(0);
