// `npm run bench lab`: cold loads of four pages on a throttled phone (Lighthouse-like "slow 4G",
// CPU ÷4) against the real server with demo content; medians of LCP, CLS, TBT, FCP and bytes.
import { rmSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import type { Browser } from 'playwright-core'
import { launchBrowser, VIEWPORTS } from '../../e2e/support/browser.ts'
import { demoSessions, type StoredItem } from '../../e2e/support/sessions.ts'
import { freePort, spawnAndWait, tempDataDir } from './lib.ts'
import { CPU_SLOWDOWN, type LoadFigures, measureLoad, SLOW_4G } from './lab-page.ts'
import { startHttp2Proxy } from './lab-http2.ts'
import { routeDetails, routeLine } from './lab-report.ts'

// BENCH_LAB_RUNS: cold loads per page; medians are reported
const RUNS = Number(process.env.BENCH_LAB_RUNS ?? 3)
// BENCH_LAB_HTTP2=1: through a TLS + HTTP/2 proxy, as behind the README's nginx
const HTTP2 = process.env.BENCH_LAB_HTTP2 === '1'
// BENCH_LAB_PAGES=/admin/courses,/courses: only these pages (while working on one)
const PAGES = process.env.BENCH_LAB_PAGES?.split(',')
const ADMIN = { email: 'lab.admin@example.ma', password: 'lab-password-123' }
const STUDENT = { name: 'Yasmine Lab', email: 'lab.etudiante@example.ma', password: 'lab-etudiante-123' }

export async function labBench() {
  const dataDir = tempDataDir()
  const port = await freePort()
  // scripts/start.mjs builds apps/web/dist first when it is missing or older than its sources
  console.log('Démarrage du serveur (construction de l’application web si nécessaire, hors mesure)…')
  const env = { NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'silent', SEED_DEMO: '1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }
  const server = await spawnAndWait('node', ['scripts/start.mjs'], env, port, '/api/health', 300_000)
  let browser: Browser | undefined
  const proxy = HTTP2 ? await startHttp2Proxy(server.url) : undefined
  const origin = proxy?.url ?? server.url
  try {
    browser = await launchBrowser()
    const { stored } = await demoSessions(server.url, ADMIN, STUDENT)
    const routes: [string, StoredItem[]][] = [
      ['/', []],
      ['/courses', []],
      ['/student/dashboard', stored.student],
      ['/admin/courses', stored.admin],
    ]
    const results: [string, LoadFigures[]][] = []
    const loadBefore = loadavg()[0] ?? 0
    for (const [route, storage] of routes.filter(([route]) => !PAGES || PAGES.includes(route))) {
      const runs: LoadFigures[] = []
      for (let run = 0; run < RUNS; run++) runs.push(await measureLoad(browser, origin + route, storage))
      results.push([route, runs])
    }
    console.log(`\n## Front end lab run (Chromium ${browser.version()}, ${RUNS} cold load${RUNS === 1 ? '' : 's'} per page, medians, ${HTTP2 ? 'HTTP/2 over TLS through a local proxy' : 'HTTP/1.1 to the server'})`)
    console.log(
      `${VIEWPORTS.phone.width}×${VIEWPORTS.phone.height} phone, latency ${SLOW_4G.latency} ms, ${(SLOW_4G.downloadThroughput * 8) / 1024} kbit/s down, ${(SLOW_4G.uploadThroughput * 8) / 1024} kbit/s up, CPU ÷${CPU_SLOWDOWN}, cache disabled; ` +
        'CLS = largest session window; bytes = on the wire (headers included), as the browser received them',
    )
    // the lab figures move with whatever else the machine runs: say how busy it was
    console.log(`load average (1 min) ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after, on ${cpus().length} cores`)
    for (const [route, runs] of results) console.log(routeLine(route, runs))
    console.log('\nDetails (run with the median LCP):')
    for (const [route, runs] of results) console.log([route, ...routeDetails(runs)].join('\n'))
  } finally {
    await browser?.close()
    await proxy?.close()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
