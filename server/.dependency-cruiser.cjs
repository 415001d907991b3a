/**
 * The server's layers (README "Architecture"), checked by `npm test` before any suite runs:
 * - `db/` (schema, migrations, the client, seed and reference data) imports no module or plugin;
 * - a module imports no plugin: what a route needs from a plugin (who is asking, the upload rate
 *   limit) lives in `modules/auth/session.ts` or `lib/`;
 * - a module's pure rules (`*-rules.ts`, e.g. the order life cycle's) touch no database;
 * - no import circle anywhere.
 * Test files are left out: a test may reach across layers to set a scene.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle: a module cannot be read, loaded or tested apart from the others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'db-imports-no-module',
      comment: 'db/ is the bottom layer: modules and plugins build on it, never the other way round.',
      severity: 'error',
      from: { path: '^src/db/' },
      to: { path: '^src/(modules|plugins)/' },
    },
    {
      name: 'modules-import-no-plugin',
      comment: 'Plugins wire modules into Fastify; a module reads what it needs from lib/ or modules/auth.',
      severity: 'error',
      from: { path: '^src/modules/' },
      to: { path: '^src/plugins/' },
    },
    {
      name: 'lib-imports-no-module',
      comment: 'lib/ holds helpers any layer may use, so it builds on db/ at most.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(modules|plugins)/' },
    },
    {
      name: 'rules-touch-no-database',
      comment:
        'A *-rules.ts file holds pure rules, tested without a database: the statements live in the repos.',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/[^/]*-rules\\.ts$' },
      to: { path: ['^src/db/', '^src/modules/[^/]+/[^/]*repo\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.test\\.ts$' },
  },
};
