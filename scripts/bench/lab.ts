// `npm run bench lab`: cold loads of four pages on a throttled phone (Lighthouse-like "slow 4G",
// CPU ÷4) against the real server with demo content; medians of LCP, CLS, TBT, FCP and bytes.
import { rmSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { STORAGE_KEYS } from '@tutorat/contracts'
import type { Browser } from 'playwright-core'
import { launchBrowser, VIEWPORTS } from '../../e2e/support/browser.ts'
import { freePort, spawnAndWait, tempDataDir } from './lib.ts'
import { CPU_SLOWDOWN, type LoadFigures, measureLoad, SLOW_4G, type StoredItem } from './lab-page.ts'
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

async function api<T>(base: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(base + path, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  })
  if (!response.ok) throw new Error(`${path} → ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** The super admin's and a student's stored sessions, made through the app's own REST shims. */
async function sessions(base: string) {
  const admin = await api<{ access_token: string; user: unknown }>(base, '/api/auth/login', { body: ADMIN })
  const token = admin.access_token
  const [course] = await api<{ id: number }[]>(base, '/api/admin/courses', { token })
  if (!course) throw new Error('the demo seed made no course')
  const student = await api<{ id: number }>(base, '/api/admin/students', { body: STUDENT, token })
  await api(base, '/api/admin/accesses', { body: { student_id: student.id, course_id: course.id }, token })
  const signedIn = await api<{ access_token: string }>(base, '/api/student/login', { body: { email: STUDENT.email, password: STUDENT.password } })
  return {
    admin: [
      { name: STORAGE_KEYS.adminToken, value: token },
      { name: STORAGE_KEYS.adminUser, value: JSON.stringify(admin.user) },
    ],
    student: [{ name: STORAGE_KEYS.studentToken, value: signedIn.access_token }],
  }
}

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
    const stored = await sessions(server.url)
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
