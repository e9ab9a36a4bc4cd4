// What runs inside the page for `npm run bench lab`: buffered PerformanceObservers installed
// before any of the app's scripts. Plain JavaScript strings, not functions: tsx would wrap
// serialised functions in helpers (`__name`) that do not exist in the page.

export interface LcpEntry {
  time: number
  size: number
  element: string
}

export interface ShiftEntry {
  time: number
  value: number
  sources: string
}

export interface LongTaskEntry {
  start: number
  duration: number
}

/** The page's view, in its own clock (ms since `timeOrigin`). */
export interface PageSnapshot {
  fcp: number | null
  lcp: LcpEntry[]
  shifts: ShiftEntry[]
  longTasks: LongTaskEntry[]
  firstInput: number | null
  now: number
  timeOrigin: number
  path: string
}

export const OBSERVERS_SCRIPT = `(() => {
  const lab = { fcp: null, lcp: [], shifts: [], longTasks: [], firstInput: null }
  Object.defineProperty(window, '__lab', { value: lab })
  const describe = (node) => {
    if (!node || !node.tagName) return ''
    const id = node.id ? '#' + node.id : ''
    const classes = typeof node.className === 'string' && node.className ? '.' + node.className.trim().split(/\\s+/).slice(0, 3).join('.') : ''
    return node.tagName.toLowerCase() + id + classes
  }
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true })
    } catch (error) {
      console.warn('lab: ' + type + ' not observable', error)
    }
  }
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') lab.fcp = e.startTime })
  observe('first-input', (e) => { if (lab.firstInput === null) lab.firstInput = e.startTime })
  observe('largest-contentful-paint', (e) => {
    if (lab.firstInput === null) lab.lcp.push({ time: e.startTime, size: e.size, element: describe(e.element) + (e.url ? ' ' + e.url : '') })
  })
  observe('layout-shift', (e) => {
    if (e.hadRecentInput) return
    // where each shifted element moved, so a shift can be traced to what pushed it
    const moved = (s) => describe(s.node) + ' y ' + Math.round(s.previousRect.y) + '→' + Math.round(s.currentRect.y) + ' h ' + Math.round(s.previousRect.height) + '→' + Math.round(s.currentRect.height)
    const sources = (e.sources || []).filter((s) => s.node).map(moved).join(', ')
    lab.shifts.push({ time: e.startTime, value: e.value, sources })
  })
  observe('longtask', (e) => lab.longTasks.push({ start: e.startTime, duration: e.duration }))
})()`

export const SNAPSHOT_EXPRESSION = `({ ...window.__lab, now: performance.now(), timeOrigin: performance.timeOrigin, path: location.pathname })`
