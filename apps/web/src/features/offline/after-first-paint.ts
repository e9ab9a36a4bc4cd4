// a page opened in a background tab reports no paint: past this, after `load`, the task runs anyway
const PAINT_WAIT_MS = 10_000

/**
 * Runs `task` once the page has painted and loaded, when the main thread is idle: the service
 * worker's registration and its precache must not compete with the first visit's own downloads.
 * (On this app `load` can come before React's first paint.)
 */
export function afterFirstPaint(task: () => void) {
  let painted = !('PerformanceObserver' in window) || !PerformanceObserver.supportedEntryTypes.includes('paint')
  let loaded = document.readyState === 'complete'
  let started = false
  const maybeRun = () => {
    if (started || !painted || !loaded) return
    started = true
    if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 5_000 })
    else setTimeout(task, 1_000)
  }
  const markPainted = () => {
    painted = true
    maybeRun()
  }
  const markLoaded = () => {
    loaded = true
    setTimeout(markPainted, PAINT_WAIT_MS)
    maybeRun()
  }
  if (!painted) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      markPainted()
    })
    observer.observe({ type: 'paint', buffered: true })
  }
  if (loaded) markLoaded()
  else window.addEventListener('load', markLoaded, { once: true })
}
