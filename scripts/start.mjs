// `npm start`: build whatever is missing or older than its sources, then serve the shop.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stopWithParent } from './lib/stop-with-parent.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** Newest modification time of any file below these paths (0 when none exist). */
function newest(...paths) {
  let latest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target))
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(target, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

function build(workspace, output, sources) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (built && built >= newest(...sources)) return;
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const contracts = at('packages', 'contracts', 'src');
// The server bundle is written last, so its presence means the whole web build is there.
build('@ikawa/web', at('web', 'dist', '.ssr', 'entry-server.js'), [
  at('web', 'src'),
  at('web', 'index.html'),
  at('web', 'public'),
  at('web', 'vite.config.ts'),
  contracts,
]);
build('@ikawa/server', at('server', 'dist', 'server.js'), [
  at('server', 'src'),
  at('server', 'tsup.config.ts'),
  contracts,
]);

process.chdir(root);

stopWithParent();
await import(pathToFileURL(at('server', 'dist', 'server.js')).href);
