// Medians over the runs of one route, printed against the budgets.
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { LoadFigures, WorkerFetch } from './lab-page.ts'
import type { Transfer, TransferKind } from './lab-network.ts'

export const BUDGETS = { lcpMs: 2_500, cls: 0.1, tbtMs: 200, beforePaintKb: 170 } as const
/** Issue 19 (DESIGN §14): `/`'s JavaScript before first paint as sent, and a repeat visit's LCP */
export const HOME_JS_BUDGET_KB = 100
export const REPEAT_LCP_BUDGET_MS = 1_000

/** One page's runs: cold loads, and repeat visits through the service worker (none for some pages). */
export interface RouteRuns {
  route: string
  cold: LoadFigures[]
  repeat: LoadFigures[]
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const at = (i: number) => sorted[i] ?? Number.NaN
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const bytesOf = (transfers: { bytes: number }[]) => transfers.reduce((sum, t) => sum + t.bytes, 0)
const bytesOfKind = (transfers: Transfer[], kind: TransferKind) => bytesOf(transfers.filter((t) => t.kind === kind))
const seconds = (ms: number) => (Number.isNaN(ms) ? 'n/a' : `${(ms / 1000).toFixed(2)} s`)
const mark = (value: number, budget: number) => (value <= budget ? '' : ' ✗')
const mediansOf = (runs: LoadFigures[]) => (pick: (run: LoadFigures) => number | null) => median(runs.map((run) => pick(run) ?? Number.NaN))
/** Everything that came over the network for the load: the page's own requests and the worker's. */
export const wireBytes = (run: LoadFigures) => bytesOf(run.transfers) + bytesOf(run.workerFetches)

/**
 * The JavaScript that arrived before the first paint, each file counted as the server sends its body:
 * the build's pre-compressed `.br` copy (the wire figure less the response headers).
 */
export function jsBeforePaintAsSentKb(run: LoadFigures, dist: string): number {
  const sizeOf = (transfer: Transfer) => {
    const brotli = join(dist, `${new URL(transfer.url).pathname}.br`)
    return existsSync(brotli) ? statSync(brotli).size : transfer.bytes
  }
  return run.beforePaint.filter((t) => t.kind === 'js').reduce((sum, t) => sum + sizeOf(t), 0) / 1024
}

export function routeLine(route: string, runs: LoadFigures[]): string {
  const m = mediansOf(runs)
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
    `JS ${kb(m((r) => bytesOfKind(r.transfers, 'js')))} KB`,
    `CSS ${kb(m((r) => bytesOfKind(r.transfers, 'css')))} KB`,
    `img ${kb(m((r) => bytesOfKind(r.transfers, 'image')))} KB`,
    `before first paint ${beforePaint.toFixed(1)} KB (≤ 170)${mark(beforePaint, BUDGETS.beforePaintKb)}`,
    `total ${kb(m((r) => bytesOf(r.transfers)))} KB`,
  ].join('  ')
}

/** The repeat visit's medians: what the worker's caches gave the page, what still came over the network. */
export function repeatLine(route: string, runs: LoadFigures[]): string {
  const m = mediansOf(runs)
  const lcp = m((r) => r.lcpMs)
  const cls = m((r) => r.cls)
  const tbt = m((r) => r.tbtMs)
  return [
    route.padEnd(20),
    `LCP ${seconds(lcp)} (≤ 1.0)${mark(lcp, REPEAT_LCP_BUDGET_MS)}`,
    `CLS ${cls.toFixed(3)} (≤ 0.1)${mark(cls, BUDGETS.cls)}`,
    `TBT ${Math.round(tbt)} ms (≤ 200)${mark(tbt, BUDGETS.tbtMs)}`,
    `FCP ${seconds(m((r) => r.fcpMs))}`,
    `from the worker's caches ${m((r) => r.servedByWorker)} files`,
    `over the network: page ${kb(m((r) => bytesOf(r.transfers)))} KB (JS ${kb(m((r) => bytesOfKind(r.transfers, 'js')))} KB), worker ${kb(m((r) => bytesOf(r.workerFetches)))} KB`,
  ].join('  ')
}

/** Repeat / cold, median against median. */
export function ratioLine({ route, cold, repeat }: RouteRuns): string {
  const ofCold = mediansOf(cold)
  const ofRepeat = mediansOf(repeat)
  const ratio = (label: string, pick: (run: LoadFigures) => number | null, show: (value: number) => string) => {
    const [again, first] = [ofRepeat(pick), ofCold(pick)]
    return `${label} ${show(again)} / ${show(first)} = ${first > 0 ? (again / first).toFixed(2) : 'n/a'}`
  }
  return [
    route.padEnd(20),
    ratio('LCP', (r) => r.lcpMs, seconds),
    ratio('FCP', (r) => r.fcpMs, seconds),
    ratio('TBT', (r) => r.tbtMs, (ms) => `${Math.round(ms)} ms`),
    ratio('over the network', wireBytes, (bytes) => `${kb(bytes)} KB`),
  ].join('  ')
}

/** Issue 19's budgets, each with its verdict: `/`'s JavaScript, every page's cold load, every repeat visit. */
export function budgetLines(results: RouteRuns[], homeJsKb: { built: number; lab: number }): string[] {
  const check = (what: string, value: number, budget: number, show: (value: number) => string) =>
    `  ${value <= budget ? 'pass' : 'FAIL'}  ${what.padEnd(58)} ${show(value)} (≤ ${show(budget)})`
  const ms = (value: number) => `${Math.round(value)} ms`
  const kilobytes = (value: number) => `${value.toFixed(1)} KB`
  const lines = [
    check('/ cold: JS before first paint, as built (entry + preloads)', homeJsKb.built, HOME_JS_BUDGET_KB, kilobytes),
    check('/ cold: JS before first paint, as the lab received it', homeJsKb.lab, HOME_JS_BUDGET_KB, kilobytes),
  ]
  for (const { route, cold, repeat } of results) {
    const ofCold = mediansOf(cold)
    lines.push(
      check(`${route} cold: LCP`, ofCold((r) => r.lcpMs), BUDGETS.lcpMs, seconds),
      check(`${route} cold: TBT`, ofCold((r) => r.tbtMs), BUDGETS.tbtMs, ms),
      check(`${route} cold: CLS`, ofCold((r) => r.cls), BUDGETS.cls, (value) => value.toFixed(3)),
    )
    if (repeat.length) lines.push(check(`${route} repeat through the worker: LCP`, mediansOf(repeat)((r) => r.lcpMs), REPEAT_LCP_BUDGET_MS, seconds))
  }
  return lines
}

/**
 * What the median-LCP run shows: its LCP element, the shifting elements, what came over the network
 * (the page's scripts, and on a repeat visit what the worker fetched itself).
 */
export function routeDetails(runs: LoadFigures[]): string[] {
  const lcp = median(runs.map((run) => run.lcpMs ?? Number.NaN))
  const typical = runs.find((run) => run.lcpMs === lcp) ?? runs[0]
  if (!typical) return []
  const worstShift = runs.reduce((worst, run) => (run.cls > worst.cls ? run : worst), typical)
  // a response the worker gave the page came over no wire (0 bytes): only the others are listed
  const onTheWire = (transfers: Transfer[]) => transfers.filter((t) => t.bytes > 0)
  return [
    `    LCP element: ${typical.lcpElement || 'none'}`,
    `    worst run's largest shift window: ${worstShift.cls.toFixed(3)}${worstShift.clsSources ? ` (${worstShift.clsSources})` : ''}`,
    `    runs: LCP ${runs.map((r) => seconds(r.lcpMs ?? Number.NaN)).join(' / ')}, CLS ${runs.map((r) => r.cls.toFixed(3)).join(' / ')}, ` +
      `TBT ${runs.map((r) => Math.round(r.tbtMs)).join(' / ')} ms` +
      (runs.some((r) => r.bounded) ? ` (${runs.filter((r) => r.bounded).length} run(s) never went quiet: TBT cut at the bound)` : ''),
    ...(typical.servedByWorker ? [`    ${typical.servedByWorker} responses from the worker's caches, nothing on the wire`] : []),
    ...wrap('before first paint', onTheWire(typical.beforePaint)),
    ...wrap('JS received', onTheWire(typical.transfers.filter((t) => t.kind === 'js')).sort((a, b) => b.bytes - a.bytes)),
    ...wrap("the worker's own fetches", typical.workerFetches),
  ]
}

/** `label (n files, encodings, KB): name KB, name KB…` folded to lines of about 130 characters; nothing when empty. */
function wrap(label: string, transfers: (WorkerFetch | Transfer)[]): string[] {
  if (!transfers.length) return []
  const encodings = [...new Set(transfers.map((t) => ('encoding' in t ? t.encoding : '')))].filter(Boolean).join('/')
  const lines = [`    ${label} (${transfers.length} file${transfers.length === 1 ? '' : 's'}, ${encodings ? `${encodings}, ` : ''}KB):`]
  for (const item of transfers.map((t) => `${fileOf(t.url)} ${kb(t.bytes)}`)) {
    const last = lines.length - 1
    const line = lines[last] ?? ''
    if (line.length + item.length > 130) lines.push(`      ${item}`)
    else lines[last] = `${line}${line.endsWith(':') ? ' ' : ', '}${item}`
  }
  return lines
}

const fileOf = (url: string) => new URL(url).pathname.replace(/^\/assets\//, '')
