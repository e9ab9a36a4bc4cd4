// `tsx scripts/test-timings/report.ts FILE`: the slowest 15 test files of a CI run, a line for
// each file over 60 s and the time of each run and project, from the lines the timings reporter wrote (scripts/test-timings/reporter.ts).
import { existsSync, readFileSync } from 'node:fs'
import type { TimingLine } from './reporter.ts'

const SHOWN = 15
const SLOW_SECONDS = 60

export function readTimings(text: string): TimingLine[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as TimingLine)
}

export function formatReport(timings: TimingLine[]): string {
  const slowest = [...timings].sort((a, b) => b.seconds - a.seconds)
  const total = timings.reduce((sum, timing) => sum + timing.seconds, 0)
  const row = (timing: TimingLine) => `${timing.seconds.toFixed(1).padStart(7)} s  ${timing.run.padEnd(10)} ${timing.project.padEnd(9)} ${timing.file}`
  const lines = [`Slowest ${Math.min(SHOWN, slowest.length)} of ${timings.length} test files (${total.toFixed(0)} s in all, summed over workers):`]
  lines.push(...slowest.slice(0, SHOWN).map(row))
  for (const timing of slowest.filter((candidate) => candidate.seconds > SLOW_SECONDS)) {
    lines.push(`SLOW FILE (over ${SLOW_SECONDS} s): ${timing.file} took ${timing.seconds.toFixed(1)} s in the ${timing.run} run — split it or make it cheaper`)
  }
  lines.push('By run and project (summed over workers):', ...totalsByGroup(timings))
  return lines.join('\n')
}

/** Where the time goes: one line per run and project, the largest first. */
function totalsByGroup(timings: TimingLine[]): string[] {
  const groups = new Map<string, { seconds: number; files: number }>()
  for (const { run, project, seconds } of timings) {
    const key = `${run.padEnd(10)} ${project.padEnd(9)}`
    const group = groups.get(key) ?? { seconds: 0, files: 0 }
    groups.set(key, { seconds: group.seconds + seconds, files: group.files + 1 })
  }
  return [...groups]
    .sort(([, a], [, b]) => b.seconds - a.seconds)
    .map(([key, { seconds, files }]) => `${seconds.toFixed(0).padStart(7)} s  ${key} ${files} files`)
}

const file = process.argv[2]
if (file) {
  console.log(existsSync(file) ? formatReport(readTimings(readFileSync(file, 'utf8'))) : `No test timings in ${file}.`)
}
