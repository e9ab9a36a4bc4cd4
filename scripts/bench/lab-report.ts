// Medians over the runs of one route, printed against the budgets.
import type { LoadFigures } from './lab-page.ts'
import type { Transfer, TransferKind } from './lab-network.ts'

export const BUDGETS = { lcpMs: 2_500, cls: 0.1, tbtMs: 200, beforePaintKb: 170 } as const

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const at = (i: number) => sorted[i] ?? Number.NaN
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const bytesOf = (transfers: Transfer[], kind?: TransferKind) => transfers.filter((t) => !kind || t.kind === kind).reduce((sum, t) => sum + t.bytes, 0)
const seconds = (ms: number) => (Number.isNaN(ms) ? 'n/a' : `${(ms / 1000).toFixed(2)} s`)
const mark = (value: number, budget: number) => (value <= budget ? '' : ' ✗')

export function routeLine(route: string, runs: LoadFigures[]): string {
  const m = (pick: (run: LoadFigures) => number | null) => median(runs.map((run) => pick(run) ?? Number.NaN))
  const lcp = m((r) => r.lcpMs)
  const cls = m((r) => r.cls)
  const tbt = m((r) => r.tbtMs)
  const beforePaint = m((r) => bytesOf(r.beforePaint)) / 1024
  return [
    route.padEnd(20),
    `LCP ${seconds(lcp)} (≤ 2.5)${mark(lcp, BUDGETS.lcpMs)}`,
    `CLS ${cls.toFixed(3)} (≤ 0.1)${mark(cls, BUDGETS.cls)}`,
    `TBT ${Math.round(tbt)} ms (≤ 200)${mark(tbt, BUDGETS.tbtMs)}`,
    `FCP ${seconds(m((r) => r.fcpMs))}`,
    `JS ${kb(m((r) => bytesOf(r.transfers, 'js')))} KB`,
    `CSS ${kb(m((r) => bytesOf(r.transfers, 'css')))} KB`,
    `img ${kb(m((r) => bytesOf(r.transfers, 'image')))} KB`,
    `before first paint ${beforePaint.toFixed(1)} KB (≤ 170)${mark(beforePaint, BUDGETS.beforePaintKb)}`,
    `total ${kb(m((r) => bytesOf(r.transfers)))} KB`,
  ].join('  ')
}

/** What the median-LCP run shows: its LCP element, the shifting elements, the scripts it received. */
export function routeDetails(runs: LoadFigures[]): string[] {
  const lcp = median(runs.map((run) => run.lcpMs ?? Number.NaN))
  const typical = runs.find((run) => run.lcpMs === lcp) ?? runs[0]
  if (!typical) return []
  const worstShift = runs.reduce((worst, run) => (run.cls > worst.cls ? run : worst), typical)
  return [
    `    LCP element: ${typical.lcpElement || 'none'}`,
    `    worst run's largest shift window: ${worstShift.cls.toFixed(3)}${worstShift.clsSources ? ` (${worstShift.clsSources})` : ''}`,
    `    runs: LCP ${runs.map((r) => seconds(r.lcpMs ?? Number.NaN)).join(' / ')}, CLS ${runs.map((r) => r.cls.toFixed(3)).join(' / ')}, ` +
      `TBT ${runs.map((r) => Math.round(r.tbtMs)).join(' / ')} ms` +
      (runs.some((r) => r.bounded) ? ` (${runs.filter((r) => r.bounded).length} run(s) never went quiet: TBT cut at the bound)` : ''),
    ...wrap('before first paint', typical.beforePaint),
    ...wrap('JS received', typical.transfers.filter((t) => t.kind === 'js').sort((a, b) => b.bytes - a.bytes)),
  ]
}

/** `label (n files, encodings): name KB, name KB…` folded to lines of about 130 characters. */
function wrap(label: string, transfers: Transfer[]): string[] {
  const encodings = [...new Set(transfers.map((t) => t.encoding))].join('/')
  const lines = [`    ${label} (${transfers.length} files, ${encodings}, KB):`]
  for (const item of transfers.map((t) => `${fileOf(t.url)} ${kb(t.bytes)}`)) {
    const last = lines.length - 1
    const line = lines[last] ?? ''
    if (line.length + item.length > 130) lines.push(`      ${item}`)
    else lines[last] = `${line}${line.endsWith(':') ? ' ' : ', '}${item}`
  }
  return lines
}

const fileOf = (url: string) => new URL(url).pathname.replace(/^\/assets\//, '')
