// `npm run bench lab`: cold loads of four pages on a throttled phone (Lighthouse-like "slow 4G",
// CPU ÷4) against the real server with demo content, and repeat visits of three of them through the
// service worker; medians of LCP, CLS, TBT, FCP and bytes, against issue 19's budgets.
import { spawnSync } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { launchBrowser, VIEWPORTS } from '../../e2e/support/browser.ts'
import { demoSessions, type StoredItem } from '../../e2e/support/sessions.ts'
import { freePort, repoRoot, spawnAndWait, tempDataDir } from './lib.ts'
import { initialBundle } from './bundle.ts'
import { CPU_SLOWDOWN, type LoadFigures, measureLoad, SLOW_4G } from './lab-page.ts'
import { startHttp2Proxy } from './lab-http2.ts'
import { measureRepeat } from './lab-repeat.ts'
import { budgetLines, jsBeforePaintAsSentKb, median, ratioLine, repeatLine, routeDetails, routeLine, type RouteRuns } from './lab-report.ts'
import { comparisonLines, compareWithStatic, type StaticComparison } from './lab-static.ts'
import { throttlingCheck } from './lab-throttle-check.ts'

// BENCH_LAB_RUNS: cold loads, and repeat visits, per page; medians are reported
const RUNS = Number(process.env.BENCH_LAB_RUNS ?? 3)
// BENCH_LAB_HTTP2=1: through a TLS + HTTP/2 proxy, as behind the README's nginx
const HTTP2 = process.env.BENCH_LAB_HTTP2 === '1'
// BENCH_LAB_PAGES=/admin/courses,/courses: only these pages (while working on one)
const PAGES = process.env.BENCH_LAB_PAGES?.split(',')
// BENCH_LAB_PART=static: only the public pages against their static copies (issue 33); =routes: only the rest
const PART = process.env.BENCH_LAB_PART
const ADMIN = { email: 'lab.admin@example.ma', password: 'lab-password-123' }
const STUDENT = { name: 'Yasmine Lab', email: 'lab.etudiante@example.ma', password: 'lab-etudiante-123' }

export async function labBench() {
  const dataDir = tempDataDir()
  const port = await freePort()
  console.log('Construction de l’application web et démarrage du serveur (hors mesure)…')
  const webDist = buildAside(dataDir)
  const bundle = initialBundle()
  const env = { NODE_ENV: 'production', DATA_DIR: dataDir, WEB_DIST_DIR: webDist, PORT: String(port), LOG_LEVEL: 'silent', SEED_DEMO: '1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }
  const server = await spawnAndWait('node', ['scripts/start.mjs'], env, port, '/api/health', 300_000)
  let browser: Browser | undefined
  const proxy = HTTP2 ? await startHttp2Proxy(server.url) : undefined
  const origin = proxy?.url ?? server.url
  try {
    browser = await launchBrowser()
    const { stored } = await demoSessions(server.url, ADMIN, STUDENT)
    // [page, its browser's storage, measured again through the service worker]
    const routes: [string, StoredItem[], boolean][] = [
      ['/', [], true],
      ['/courses', [], true],
      ['/student/dashboard', stored.student, true],
      ['/admin/courses', stored.admin, false],
    ]
    const loadBefore = loadavg()[0] ?? 0
    const results: RouteRuns[] = []
    for (const [route, storage, repeat] of routes.filter(([route]) => PART !== 'static' && (!PAGES || PAGES.includes(route)))) {
      const cold: LoadFigures[] = []
      const again: LoadFigures[] = []
      // interleaved, so the ratios do not take in a change of the machine's load between the two series
      for (let run = 0; run < RUNS; run++) {
        cold.push(await measureLoad(browser, origin + route, storage))
        if (repeat && !HTTP2) again.push(await measureRepeat(browser, origin + route, storage))
      }
      results.push({ route, cold, repeat: again })
    }
    // HTTP/1.1 to the server for both, as the static copies are served
    const statics = PART === 'routes' ? [] : await compareWithStatic(browser, server.url, RUNS, PAGES)
    const throttling = HTTP2 || PART === 'static' ? [] : await throttlingCheck(browser, origin, webDist)
    printFigures({ chromium: browser.version(), results, statics, throttling, loads: [loadBefore, loadavg()[0] ?? 0], homeJsBuiltKb: bundle.jsBrotliKb, webDist })
  } finally {
    await browser?.close()
    await proxy?.close()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * The web app built, then copied into the run's data dir for the server: others rebuild apps/web/dist
 * in the same checkout (a build takes seconds), and a rebuild under a running server swaps the files
 * the service worker is precaching, so its install fails.
 */
function buildAside(dataDir: string): string {
  const build = spawnSync('npm', ['run', 'build', '-w', '@tutorat/web'], { cwd: repoRoot, stdio: 'ignore' })
  if (build.status !== 0) throw new Error('web build failed: npm run build -w @tutorat/web')
  const copy = join(dataDir, 'web-dist')
  cpSync(join(repoRoot, 'apps/web/dist'), copy, { recursive: true })
  return copy
}

interface RunFigures {
  chromium: string
  results: RouteRuns[]
  statics: StaticComparison[]
  throttling: string[]
  /** load average (1 min) before and after the runs */
  loads: [number, number]
  homeJsBuiltKb: number
  webDist: string
}

function printFigures({ chromium, results, statics, throttling, loads: [loadBefore, loadAfter], homeJsBuiltKb, webDist }: RunFigures) {
  const repeated = results.filter((result) => result.repeat.length)
  const home = results.find((result) => result.route === '/')
  const homeJs = { built: homeJsBuiltKb, lab: home ? median(home.cold.map((run) => jsBeforePaintAsSentKb(run, webDist))) : Number.NaN }
  console.log(`\n## Front end lab run (Chromium ${chromium}, ${RUNS} run${RUNS === 1 ? '' : 's'} of each visit per page, medians, ${HTTP2 ? 'HTTP/2 over TLS through a local proxy' : 'HTTP/1.1 to the server'})`)
  console.log(
    `${VIEWPORTS.phone.width}×${VIEWPORTS.phone.height} phone, latency ${SLOW_4G.latency} ms, ${(SLOW_4G.downloadThroughput * 8) / 1024} kbit/s down, ${(SLOW_4G.uploadThroughput * 8) / 1024} kbit/s up, CPU ÷${CPU_SLOWDOWN}, HTTP cache disabled; ` +
      'CLS = largest session window; bytes = on the wire (headers included), as the browser received them',
  )
  // the lab figures move with whatever else the machine runs: say how busy it was
  console.log(`load average (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ${cpus().length} cores`)
  if (statics.length) {
    console.log('\nPublic pages against a static copy of their own content (the same HTML without any script and with the same response headers, the same CSS and images; cold, interleaved, medians; issue 33):')
    for (const line of comparisonLines(statics)) console.log(line)
  }
  if (!results.length) return
  console.log('\nCold loads (a fresh context, service workers blocked):')
  for (const { route, cold } of results) console.log(routeLine(route, cold))
  if (repeated.length) {
    console.log(
      '\nRepeat visits through the service worker (the same context after a first, unthrottled visit that installed it and its precache; ' +
        "the worker then stopped, as a day later, so its start-up counts; the HTTP cache disabled, so only the worker's caches help; " +
        'the page and the worker both on slow 4G, CPU ÷4 on the page only):',
    )
    for (const { route, repeat } of repeated) console.log(repeatLine(route, repeat))
    console.log('\nRepeat / cold (medians):')
    for (const result of repeated) console.log(ratioLine(result))
  }
  if (HTTP2) {
    // "An SSL certificate error occurred when fetching the script": the proxy's certificate is self-signed
    console.log('\nRepeat visits: not through the HTTP/2 proxy, Chromium registers no service worker from an untrusted certificate')
  } else {
    console.log('\nWhat the throttling reaches once the worker serves the page (/, throttled like a repeat visit):')
    for (const line of throttling) console.log(line)
  }
  console.log(
    `\nJavaScript before the first paint of / as sent (brotli bodies): ${homeJs.built.toFixed(1)} KB as built (the entry and its preloads, as npm run bench foundation counts), ` +
      `${homeJs.lab.toFixed(1)} KB as the lab received it (every script finished before FCP: its details below)`,
  )
  console.log('Budgets (issue 19, DESIGN §14):')
  for (const line of budgetLines(results, homeJs)) console.log(line)
  console.log('\nDetails (run with the median LCP):')
  for (const { route, cold, repeat } of results) {
    console.log([`${route} cold`, ...routeDetails(cold)].join('\n'))
    if (repeat.length) console.log([`${route} repeat`, ...routeDetails(repeat)].join('\n'))
  }
}
