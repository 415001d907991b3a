import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const web = path.join(root, 'web');

function newest(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(target)
      .filter((entry) => entry !== 'node_modules' && entry !== 'dist')
      .map((entry) => newest(path.join(target, entry))),
  );
}

/**
 * A web build with the storefront's server bundle, for tests that fetch pages: `web/dist` when it
 * is newer than the web app's sources, else a fresh build into a temporary directory (never into
 * web/dist, which a running shop may be serving; the server bundle is self-contained, so it runs
 * from there). A fresh clone's `npm test` builds once here.
 */
export function webBuildForTests(): string {
  const dist = path.join(web, 'dist');
  const entry = path.join(dist, '.ssr', 'entry-server.js');
  const sources = Math.max(
    newest(path.join(web, 'src')),
    newest(path.join(web, 'index.html')),
    newest(path.join(web, 'vite.config.ts')),
    newest(path.join(root, 'packages', 'contracts', 'src')),
  );
  if (existsSync(entry) && statSync(entry).mtimeMs >= sources) return dist;
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'ikawa-web-')), 'dist');
  const run = (args: string[]) => {
    const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
      cwd: web,
      // Vitest runs with NODE_ENV=test, which would make Vite build React's development JSX.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
  };
  run(['--outDir', out, '--emptyOutDir']);
  run(['--ssr', 'src/entry-server.tsx', '--outDir', path.join(out, '.ssr'), '--emptyOutDir']);
  return out;
}
