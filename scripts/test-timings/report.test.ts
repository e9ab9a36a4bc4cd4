import { describe, expect, it } from 'vitest'
import type { TimingLine } from './reporter.ts'
import { formatReport, readTimings } from './report.ts'

const line = (file: string, seconds: number, run = 'postgres'): TimingLine => ({ run, project: 'server', file, seconds })

describe('the CI timing report', () => {
  it('reads the reporter’s lines back, blank lines aside', () => {
    const text = `${JSON.stringify(line('a.test.ts', 1.5))}\n\n${JSON.stringify(line('b.test.ts', 2, 'pglite'))}\n`
    expect(readTimings(text)).toEqual([line('a.test.ts', 1.5), line('b.test.ts', 2, 'pglite')])
  })

  it('lists the 15 slowest files, slowest first, with the total', () => {
    const timings = Array.from({ length: 20 }, (_, index) => line(`file-${index}.test.ts`, index + 1))
    const report = formatReport(timings).split('\n')
    expect(report[0]).toBe('Slowest 15 of 20 test files (210 s in all, summed over workers):')
    expect(report.indexOf('By run and project (summed over workers):')).toBe(16)
    expect(report[1]).toContain('file-19.test.ts')
    expect(report[1]).toMatch(/^\s+20\.0 s {2}postgres/)
    expect(report[15]).toContain('file-5.test.ts')
    expect(report.join('\n')).not.toContain('file-4.test.ts')
  })

  it('names every file over 60 s, in whichever run', () => {
    const report = formatReport([line('fast.test.ts', 59.9), line('slow.e2e.ts', 61.2, 'pglite'), line('slower.test.ts', 75)])
    const flagged = report.split('\n').filter((row) => row.startsWith('SLOW FILE'))
    expect(flagged).toEqual([
      'SLOW FILE (over 60 s): slower.test.ts took 75.0 s in the postgres run — split it or make it cheaper',
      'SLOW FILE (over 60 s): slow.e2e.ts took 61.2 s in the pglite run — split it or make it cheaper',
    ])
  })

  it('sums each run and project, the largest first', () => {
    const timings = [line('a.test.ts', 10), line('b.test.ts', 5), { ...line('c.e2e.ts', 40), project: 'e2e' }, line('a.test.ts', 12, 'pglite')]
    const report = formatReport(timings).split('\n')
    expect(report.slice(report.indexOf('By run and project (summed over workers):') + 1)).toEqual([
      '     40 s  postgres   e2e       1 files',
      '     15 s  postgres   server    2 files',
      '     12 s  pglite     server    1 files',
    ])
  })
})
