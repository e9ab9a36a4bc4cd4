import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs'

export const repoRoot = new URL('../..', import.meta.url).pathname

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** A script run with the server's V8 flags: the bare yardstick of ratios.ts gets the same young generation. */
export const scriptArgs = (script: string, ...extra: string[]) => [...SERVER_NODE_FLAGS, ...extra, '--import', 'tsx', script]
/** The arguments that start the platform's server as it is deployed (its V8 flags, tsx, main.ts). */
export const serverArgs = (...extra: string[]) => scriptArgs('apps/server/src/main.ts', ...extra)

export const tempDataDir = () => mkdtempSync(join(tmpdir(), 'tutorat-bench-'))

export interface Spawned {
  child: ChildProcess
  url: string
  /** ms from spawn to the first 200 on `readyPath` */
  readyAfterMs: number
  stop: () => Promise<void>
}

/** Starts a process and polls `readyPath` until it answers 200 (bounded: 60 s unless told). */
export async function spawnAndWait(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  readyPath = '/api/health',
  timeoutMs = 60_000,
): Promise<Spawned> {
  const started = performance.now()
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`)
    const ok = await fetch(url + readyPath).then((r) => r.ok, () => false)
    if (ok) {
      const readyAfterMs = performance.now() - started
      return { child, url, readyAfterMs, stop: () => stopChild(child) }
    }
    await new Promise((r) => setTimeout(r, 10))
  }
  await stopChild(child)
  throw new Error(`${command} did not answer within ${timeoutMs / 1000} s`)
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
  })
}

export interface LoadResult {
  requestsPerSecond: number
  /** requests answered in the run */
  requests: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

export async function load(url: string, options: { seconds: number; connections: number; headers?: Record<string, string> }) {
  const result = await autocannon({
    url,
    duration: options.seconds,
    connections: options.connections,
    headers: options.headers ?? {},
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  } satisfies LoadResult
}

export const ratio = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 100) / 100)

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux). */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  // utime and stime are the 14th and 15th fields of the line, counted from the state (3rd)
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
}
const CLOCK_TICKS = 100

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}
