// Adds up the JSON reports of Vitest and Playwright written under the given directory, names
// every failing test (report, file and title) and every failed step, and prints
// "N passed, N failed". A test file that failed to load counts as a failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const extraFailures = Number(process.argv[3] ?? 0);
let passed = 0;
let failed = extraFailures;
const failures = [];

/** Terminal colour codes (Playwright colours its messages). */
const COLOUR_CODES = new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g');
/** The first line of a failure's message, short enough for a summary. */
const firstLine = (text) =>
  (
    String(text ?? '')
      .replace(COLOUR_CODES, '')
      .split('\n')
      .find((line) => line.trim()) ?? ''
  ).trim();
const relative = (file) => path.relative(process.cwd(), file) || file;

function vitest(report, label) {
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const file of report.testResults) {
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      failed += 1;
      failures.push(`${label}: ${relative(file.name)}: file failed to load: ${firstLine(file.message)}`);
    }
    for (const test of file.assertionResults) {
      if (test.status !== 'failed') continue;
      const title = [...test.ancestorTitles, test.title].join(' > ');
      failures.push(`${label}: ${relative(file.name)} > ${title}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}

function playwright(report, label) {
  // Flaky tests passed on a retry.
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected + (report.errors ?? []).length;
  for (const error of report.errors ?? []) failures.push(`${label}: ${firstLine(error.message)}`);
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, suite.file ? [...titles, child.title] : titles);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const message = firstLine(last?.error?.message ?? last?.errors?.[0]?.message);
        const title = [...titles, spec.title].filter(Boolean).join(' > ');
        failures.push(`${label}: ${spec.file}:${spec.line} [${test.projectName}] ${title}: ${message}`);
      }
    }
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}

const files = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : [];
for (const file of files) {
  const label = file.replace(/\.json$/, '');
  let report;
  try {
    report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  } catch (error) {
    failed += 1;
    failures.push(`${label}: the report could not be read: ${error.message}`);
    continue;
  }
  if ('numPassedTests' in report) vitest(report, label);
  else if (report.stats) playwright(report, label);
}

const stepsFile = path.join(dir ?? '', 'failed-steps.txt');
const failedSteps = existsSync(stepsFile) ? readFileSync(stepsFile, 'utf8').split('\n').filter(Boolean) : [];
if (failures.length > 0 || failedSteps.length > 0) {
  console.log('\nWhat failed:');
  for (const step of failedSteps) console.log(`  step failed: ${step}`);
  for (const failure of failures) console.log(`  ${failure.slice(0, 400)}`);
  console.log('');
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
