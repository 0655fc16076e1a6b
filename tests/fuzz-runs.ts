/**
 * How many generated inputs each fuzzed endpoint, page, route and server function is sent in one run of the suite
 * (decision 63, fifth round). fast-check draws a new seed at every run, so each run sends other inputs than the last and
 * the runs of every change add up; a failure prints its seed and path to replay it. `FUZZ_RUNS` sets more for a deeper
 * run (`FUZZ_RUNS=1000 npm test`).
 */
export const FUZZ_RUNS = fuzzRuns(process.env.FUZZ_RUNS)

function fuzzRuns(setting: string | undefined): number {
  if (setting === undefined || setting === '') return 50
  const runs = Number(setting)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS must be a whole number above 0, not "${setting}"`)
  return runs
}
