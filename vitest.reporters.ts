/**
 * With CI_REPORT_DIR set (.ci/run), every workspace also writes a JSON report that .ci/run adds
 * up into its closing "N passed, N failed" line.
 */
export function ciReporters(workspace: string) {
  const dir = process.env.CI_REPORT_DIR;
  if (!dir) return ['default'];
  const prefix = process.env.CI_REPORT_PREFIX ?? 'run';
  return ['default', ['json', { outputFile: `${dir}/${prefix}-${workspace}.json` }]] as const;
}
