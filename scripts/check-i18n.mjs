// `npm run test:i18n`: the catalogs are complete and up to date (README "Languages").
// In each workspace with a lingui.config.ts it runs `lingui extract --clean --overwrite` (the
// English catalog follows the source's words: a message reworded in the code but not in en-CA
// would keep printing the old English) and
// `lingui compile --strict --typescript` (which fails when a French message has no translation),
// then compares the catalogs with the ones committed. The files are put back as they were, so
// the check changes nothing; it fails naming every stale file and every missing translation.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = ['packages/contracts', 'server', 'web'].filter((dir) =>
  existsSync(path.join(root, dir, 'lingui.config.ts')),
);

function snapshot(dir) {
  const files = new Map();
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dir, name);
    if (/\.(po|ts)$/.test(name)) files.set(full, readFileSync(full, 'utf8'));
  }
  return files;
}

function restore(dir, files) {
  for (const full of snapshot(dir).keys()) if (!files.has(full)) rmSync(full);
  for (const [full, content] of files) {
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
}

const lingui = (cwd, args) =>
  spawnSync('npx', ['lingui', ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

const problems = [];
for (const workspace of workspaces) {
  const cwd = path.join(root, workspace);
  const locales = path.join(cwd, 'src', 'locales');
  const before = snapshot(locales);
  try {
    const extracted = lingui(cwd, ['extract', '--clean', '--overwrite']);
    if (extracted.status !== 0) problems.push(`${workspace}: lingui extract failed\n${extracted.stderr}`);
    const compiled = lingui(cwd, ['compile', '--strict', '--typescript']);
    if (compiled.status !== 0) {
      problems.push(`${workspace}: a message has no translation\n${compiled.stdout}${compiled.stderr}`);
    }
    const after = snapshot(locales);
    const stale = [...new Set([...before.keys(), ...after.keys()])].filter(
      (file) => before.get(file) !== after.get(file),
    );
    if (stale.length > 0) {
      problems.push(
        `${workspace}: catalogs out of date (run \`npm run i18n -w ${workspace}\` and commit):\n  ${stale
          .map((file) => path.relative(root, file))
          .join('\n  ')}`,
      );
    }
  } finally {
    restore(locales, before);
  }
}

/**
 * The parts of the web app's catalog are loaded into one `I18n`, where a message is known by its
 * text (and context): the same English in two parts must read the same in each language, or
 * the part loaded last would decide. Give a different meaning its own `context`.
 */
function entriesOf(file) {
  const entries = new Map();
  let context = '';
  let id;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('msgctxt "')) context = JSON.parse(line.slice(8));
    else if (line.startsWith('msgid "')) id = JSON.parse(line.slice(6));
    else if (line.startsWith('msgstr "')) {
      if (id) entries.set(`${context}\u0004${id}`, JSON.parse(line.slice(7)));
      context = '';
    }
  }
  return entries;
}
for (const locale of ['fr-CA']) {
  const dir = path.join(root, 'web', 'src', 'locales', locale);
  if (!existsSync(dir)) continue;
  const seen = new Map();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
    for (const [key, translation] of entriesOf(path.join(dir, file))) {
      const earlier = seen.get(key);
      if (earlier && earlier.translation !== translation) {
        const [context, id] = key.split('\u0004');
        problems.push(
          `web ${locale}: "${id}"${context ? ` (context "${context}")` : ''} reads "${earlier.translation}" in ${earlier.file} but "${translation}" in ${file}`,
        );
      } else if (!earlier) seen.set(key, { translation, file });
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n\n'));
  process.exit(1);
}
console.log(`Catalogs complete and up to date in ${workspaces.join(', ')}.`);
