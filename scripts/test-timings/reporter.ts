// A vitest reporter that appends one JSON line per test file to `TEST_TIMINGS_FILE`: which run,
// which project, which file and how long it took from its worker's start to its last test (import,
// environment and hooks included, unlike the tests' own durations). `.ci/run` reads them back with
// `scripts/test-timings/report.ts`, so the next slow file is seen the day it lands.
import { appendFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

export interface TimingLine {
  run: string
  project: string
  file: string
  seconds: number
}

export class TimingsReporter implements Reporter {
  constructor(
    private readonly file: string,
    private readonly run: string,
  ) {}

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const lines = modules.map((module) => JSON.stringify(timingOf(module, this.run)))
    if (lines.length) appendFileSync(this.file, `${lines.join('\n')}\n`)
  }
}

function timingOf(module: TestModule, run: string): TimingLine {
  const spent = module.diagnostic()
  const milliseconds = spent.environmentSetupDuration + spent.prepareDuration + spent.setupDuration + spent.collectDuration + spent.duration
  return { run, project: module.project.name, file: relative(process.cwd(), module.moduleId), seconds: Math.round(milliseconds) / 1000 }
}

/** The reporters of a vitest config: the default one, plus the timings when `TEST_TIMINGS_FILE` is set. */
export function reportersWithTimings(environment: NodeJS.ProcessEnv = process.env): (string | Reporter)[] {
  const file = environment.TEST_TIMINGS_FILE
  if (!file) return ['default']
  return ['default', new TimingsReporter(file, environment.TEST_TIMINGS_RUN ?? 'npm test')]
}
