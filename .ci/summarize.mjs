// Adds up the JSON reports of Vitest and Playwright written under the given directory and
// prints "N passed, N failed". A test file that failed to load counts as a failure.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const extraFailures = Number(process.argv[3] ?? 0);
let passed = 0;
let failed = extraFailures;

const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
for (const file of files) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if ('numPassedTests' in report) {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    const brokenFiles = report.testResults.filter(
      (r) => r.status === 'failed' && r.assertionResults.length === 0,
    );
    failed += brokenFiles.length;
    for (const broken of brokenFiles) console.log(`  file failed to load: ${broken.name}: ${broken.message}`);
  } else if (report.stats) {
    // Playwright: flaky tests passed on retry.
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    failed += (report.errors ?? []).length;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
