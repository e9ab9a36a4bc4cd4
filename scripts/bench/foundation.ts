// Issue "Foundation" figures: cold start, throughput against a bare node:http server, initial JS of `/`.
// (tRPC over HTTP vs its REST shim is measured by ratios.ts, on auth.me and a public procedure.)
import { spawnSync } from 'node:child_process'
import { initialBundle } from './bundle.ts'
import { freePort, load, ratio, repoRoot, spawnAndWait, tempDataDir } from './lib.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const ADMIN = { ADMIN_EMAIL: 'bench@example.ma', ADMIN_PASSWORD: 'bench-password-123' }

async function startPlatform(dataDir: string) {
  const port = await freePort()
  return spawnAndWait('node', ['scripts/start.mjs'], { DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: '0', ...ADMIN }, port)
}

async function compareWithBare(label: string, url: string, headers: Record<string, string>) {
  const body = await fetch(url, { headers }).then((r) => r.text())
  const port = await freePort()
  const bare = await spawnAndWait('node', ['scripts/bench/bare-server.mjs'], { PORT: String(port), BODY: body }, port, '/')
  try {
    const bareResult = await load(bare.url, { seconds: SECONDS, connections: CONNECTIONS })
    const ours = await load(url, { seconds: SECONDS, connections: CONNECTIONS, headers })
    return { label, ours, bare: bareResult, ratio: ratio(ours.requestsPerSecond, bareResult.requestsPerSecond) }
  } finally {
    await bare.stop()
  }
}

export async function foundationBench() {
  console.log('Construction de l’application web (hors mesure)…')
  const build = spawnSync('npm', ['run', 'build', '-w', '@tutorat/web'], { cwd: repoRoot, stdio: 'ignore' })
  if (build.status !== 0) throw new Error('web build failed')

  const dataDir = tempDataDir()
  const first = await startPlatform(dataDir)
  await first.stop()
  const platform = await startPlatform(dataDir)
  try {
    const login = await fetch(`${platform.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
    }).then((r) => r.json() as Promise<{ access_token: string }>)
    const auth = { authorization: `Bearer ${login.access_token}` }

    const health = await compareWithBare('GET /api/health', `${platform.url}/api/health`, {})
    const me = await compareWithBare('GET /api/auth/me (REST shim)', `${platform.url}/api/auth/me`, auth)
    const bundle = initialBundle()

    console.log('\n## Foundation')
    console.log(`cold start, empty data dir (migrations + first admin): ${Math.round(first.readyAfterMs)} ms`)
    console.log(`cold start, existing data dir (after build):           ${Math.round(platform.readyAfterMs)} ms  (target < 3000 ms)`)
    for (const row of [health, me]) {
      console.log(
        `${row.label}: ${row.ours.requestsPerSecond} req/s (p50 ${row.ours.p50} ms, p99 ${row.ours.p99} ms, non-2xx ${row.ours.non2xx}) ` +
          `vs bare node:http ${row.bare.requestsPerSecond} req/s → ratio ${row.ratio} (target ≥ 0.8)`,
      )
    }
    console.log(`initial JS of / : ${bundle.jsBrotliKb} KB as sent (brotli; target ≤ 100 KB), ${bundle.jsGzipKb} KB gzip; CSS ${bundle.cssGzipKb} KB gzip`)
    for (const file of bundle.files) console.log(`  ${file.file}: ${file.kb} KB, ${file.gzipKb} KB gzip, ${file.brotliKb} KB brotli`)
    console.log(`(${CONNECTIONS} connections, ${SECONDS} s per run, autocannon, one machine: load generator and server share its cores)`)
  } finally {
    await platform.stop()
  }
}
