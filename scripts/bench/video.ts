// Issue 28 figures (DESIGN §17), one instance on the local disk, measured from outside over HTTP:
// 1. 50 students stream the same 20 MB hosted video at once, each in 1 MB Range requests as a
//    player does: the server's peak RSS (must stay under 300 MiB: slices read from disk, never a
//    whole file in memory) and the time to first byte of those requests (p50, p95; target ≤ 150 ms);
// 2. an admin uploads 200 MB in 5 MB tus parts: RSS before, at its peak and after (flat).
// The server's memory is read from /proc (VmRSS sampled every 20 ms), so the client's own buffers
// never count.
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { VIDEO_UPLOAD } from '@tutorat/contracts'
import { box } from '../../apps/server/test/video-fixtures.ts'
import { freePort, serverArgs, spawnAndWait, tempDataDir } from './lib.ts'

const STUDENTS = Number(process.env.BENCH_VIDEO_STUDENTS ?? 50)
const STREAM_MB = 20
const UPLOAD_MB = 200
const RANGE_BYTES = 1024 * 1024
const MiB = 1024 * 1024
const ADMIN = { email: 'bench-video@example.ma', password: 'bench-password-123' }

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`

/** Samples a process's RSS until stopped: the highest value seen. */
function watchRss(pid: number) {
  let peak = rssOf(pid)
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid))
  }, 20)
  return () => {
    clearInterval(timer)
    return Math.max(peak, rssOf(pid))
  }
}

/** An MP4 (H.264/AAC sample descriptions) whose mdat holds `payloadMb` MiB; `part(offset)` gives 5 MiB of it, as tus-js-client sends. */
function mp4File(payloadMb: number) {
  const u32 = (n: number) => Buffer.from([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255])
  const entry = (codec: string) => box(codec, Buffer.alloc(6), Buffer.from([0, 1]), Buffer.alloc(70))
  const track = (handler: string, codec: string) =>
    box('trak', box('mdia', box('hdlr', u32(0), u32(0), Buffer.from(handler), Buffer.alloc(13)), box('minf', box('stbl', box('stsd', u32(0), u32(1), entry(codec))))))
  const payload = payloadMb * MiB
  const head = Buffer.concat([box('ftyp', Buffer.from('isom'), u32(512), Buffer.from('isomavc1')), u32(8 + payload), Buffer.from('mdat')])
  const tail = box('moov', track('vide', 'avc1'), track('soun', 'mp4a'))
  const size = head.length + payload + tail.length
  const tailStart = size - tail.length
  const part = (start: number) => {
    const end = Math.min(size, start + VIDEO_UPLOAD.chunkBytes)
    const bytes = Buffer.alloc(end - start, 0x5a)
    if (start < head.length) head.copy(bytes, 0, start)
    if (end > tailStart) tail.copy(bytes, Math.max(0, tailStart - start), Math.max(0, start - tailStart))
    return bytes
  }
  return { size, part }
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

async function upload(base: string, token: string, courseId: number, payloadMb: number, title: string) {
  const { size, part } = mp4File(payloadMb)
  const meta = (value: string | number) => Buffer.from(String(value)).toString('base64')
  const tus = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' }
  const created = await fetch(base + VIDEO_UPLOAD.endpoint, {
    method: 'POST',
    headers: { ...tus, 'upload-length': String(size), 'upload-metadata': `course_id ${meta(courseId)},title ${meta(title)},filename ${meta('bench.mp4')}` },
  })
  if (created.status !== 201) throw new Error(`création : ${created.status} ${await created.text()}`)
  const location = base + String(created.headers.get('location'))
  let videoId = 0
  for (let offset = 0; offset < size; offset += VIDEO_UPLOAD.chunkBytes) {
    const headers = { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }
    const patched = await fetch(location, { method: 'PATCH', headers, body: part(offset) })
    if (patched.status !== 204) throw new Error(`PATCH ${offset} : ${patched.status} ${await patched.text()}`)
    videoId = Number(patched.headers.get(VIDEO_UPLOAD.videoIdHeader) ?? 0)
  }
  return videoId
}

/**
 * One student: sign in, play, then read the whole file in 1 MB Range requests; the TTFB of each.
 * `paceMs`: a player at that pace (1 MB every second ≈ an 8 Mbit/s stream, beyond our lectures'
 * bitrate); 0: as fast as the server answers (saturation).
 */
async function watch(base: string, email: string, videoId: number, size: number) {
  const { access_token } = await json<{ access_token: string }>(
    await fetch(`${base}/api/student/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'mot-de-passe-eleve' }) }),
  )
  const play = await json<{ stream_url: string }>(await fetch(`${base}/api/student/videos/${videoId}/play`, { method: 'POST', headers: { authorization: `Bearer ${access_token}` } }))
  return async (ttfb: number[], paceMs: number) => {
    const origin = performance.now() + Math.random() * paceMs
    for (let start = 0, n = 0; start < size; start += RANGE_BYTES, n += 1) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, origin + n * paceMs - performance.now())))
      const began = performance.now()
      const response = await fetch(base + play.stream_url, { headers: { range: `bytes=${start}-${Math.min(size, start + RANGE_BYTES) - 1}` } })
      ttfb.push(performance.now() - began)
      if (response.status !== 206) throw new Error(`flux : ${response.status}`)
      await response.arrayBuffer()
    }
  }
}

type Player = Awaited<ReturnType<typeof watch>>

/** Every player at once: the server's RSS peak and the requests' time to first byte. */
async function streamAll(pid: number, players: Player[], size: number, paceMs: number, label: string) {
  const ttfb: number[] = []
  const before = rssOf(pid)
  const stopWatching = watchRss(pid)
  const started = performance.now()
  await Promise.all(players.map((play) => play(ttfb, paceMs)))
  const seconds = (performance.now() - started) / 1000
  const peak = stopWatching()
  const sorted = ttfb.sort((a, b) => a - b)
  console.log(`${label} : ${sorted.length} requêtes en ${seconds.toFixed(1)} s (${((players.length * size) / MiB / seconds).toFixed(0)} Mo/s servis)`)
  console.log(`  RSS du serveur : ${mib(before)} avant, pic ${mib(peak)} (+${mib(peak - before)})`)
  console.log(`  premier octet : p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`)
}

const DATABASE = 'bench_video'

async function resetDatabase(serverUrl: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(`drop database if exists ${DATABASE} with (force)`)
    await client.query(`create database ${DATABASE}`)
  } finally {
    await client.end()
  }
}

/** `postgresUrl`: the database on that server (a throw-away `bench_video`); unset, the embedded PGlite. */
export async function videoBench(postgresUrl?: string) {
  const port = await freePort()
  if (postgresUrl) await resetDatabase(postgresUrl)
  const database = postgresUrl ? { DATABASE_URL: Object.assign(new URL(postgresUrl), { pathname: `/${DATABASE}` }).toString() } : {}
  console.log(`\n# video (${postgresUrl ? 'PostgreSQL' : 'PGlite embarqué'})`)
  const server = await spawnAndWait(process.execPath, serverArgs(), {
    ...database,
    DATA_DIR: tempDataDir(),
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOGIN_RATE_PER_MINUTE: '100000',
    PLAY_RATE_PER_MINUTE: '100000',
  }, port)
  const pid = server.child.pid ?? 0
  try {
    const base = server.url
    console.log(`RSS du serveur au démarrage : ${mib(rssOf(pid))}`)
    const { access_token: token } = await json<{ access_token: string }>(
      await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) }),
    )
    const admin = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const course = await json<{ id: number }>(await fetch(`${base}/api/admin/courses`, { method: 'POST', headers: admin, body: JSON.stringify({ title: 'Banc vidéo', subject: 'Physique', level: 'Avancé' }) }))

    console.log(`\n## video: ${STUDENTS} élèves, un fichier de ${STREAM_MB} Mo, requêtes Range de 1 Mo (disque local)`)
    const videoId = await upload(base, token, course.id, STREAM_MB, 'Flux partagé')
    console.log(`RSS après l’envoi de ${STREAM_MB} Mo : ${mib(rssOf(pid))}`)
    const size = mp4File(STREAM_MB).size
    const players = await Promise.all(
      Array.from({ length: STUDENTS }, async (_, i) => {
        const email = `banc-video-${i}@example.ma`
        const student = await json<{ id: number }>(await fetch(`${base}/api/admin/students`, { method: 'POST', headers: admin, body: JSON.stringify({ name: `Élève ${i}`, email, password: 'mot-de-passe-eleve' }) }))
        await json(await fetch(`${base}/api/admin/accesses`, { method: 'POST', headers: admin, body: JSON.stringify({ student_id: student.id, course_id: course.id }) }))
        return watch(base, email, videoId, size)
      }),
    )
    console.log(`RSS après ${STUDENTS} comptes et connexions (argon2) : ${mib(rssOf(pid))}`)
    await streamAll(pid, players, size, 1000, 'au rythme d’un lecteur (1 Mo/s chacun)')
    await streamAll(pid, players, size, 0, 'à saturation (chacun au plus vite)')

    console.log(`\n## video: envoi de ${UPLOAD_MB} Mo en parts tus de 5 Mo`)
    const uploadBefore = rssOf(pid)
    const stopUpload = watchRss(pid)
    const uploadStarted = performance.now()
    const bigId = await upload(base, token, course.id, UPLOAD_MB, 'Gros envoi')
    const uploadSeconds = (performance.now() - uploadStarted) / 1000
    const uploadPeak = stopUpload()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    console.log(`vidéo ${bigId} créée en ${uploadSeconds.toFixed(1)} s (${(UPLOAD_MB / uploadSeconds).toFixed(0)} Mo/s)`)
    console.log(`RSS du serveur : ${mib(uploadBefore)} avant, pic ${mib(uploadPeak)}, ${mib(rssOf(pid))} après`)
  } finally {
    await server.stop()
  }
}
