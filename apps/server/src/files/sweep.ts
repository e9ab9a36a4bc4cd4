import { type FileStore, sweepAbandonedUploads, sweepOrphanVideoFiles, type VideoFiles } from '@tutorat/api'
import { type Database, sql } from '@tutorat/db'

/** A file younger than this may belong to an upload whose row is not written yet: never swept. */
export const SWEEP_GRACE_MS = 60 * 60 * 1000
export const SWEEP_EVERY_MS = 60 * 60 * 1000

// `<kind>/<uuid>.<ext>` or a variant `<kind>/<uuid>.w640.webp`: ownership goes by the uuid
const UUID_IN_KEY = /^[a-z-]+\/([0-9a-f-]{36})(?:\.w\d{2,4})?\.[a-z0-9]{2,5}$/
const uuidOf = (key: string) => UUID_IN_KEY.exec(key)?.[1]

export interface SweepStores {
  files: FileStore
  privateFiles: FileStore
  /** hosted videos (DESIGN §17): uploads left unfinished for a day, and bytes no row names */
  videoFiles?: VideoFiles
}

export interface SweepResult {
  /** Keys seen in both stores. */
  checked: number
  removed: string[]
}

const UPLOADS = '/uploads/'

/**
 * The teachers' photos of every formation page (DESIGN §18), as upload keys: a photo sent from the
 * form but never saved with the formation is named by no row, and goes once its grace is over.
 */
async function teacherPhotoKeys(db: Database) {
  const { rows } = await sql<{ key: string }>`
    select substr(teacher ->> 'photo_url', ${UPLOADS.length + 1}) as key
    from announcements cross join lateral jsonb_array_elements(teachers) as listed(teacher)
    where jsonb_typeof(teacher) = 'object' and starts_with(teacher ->> 'photo_url', ${UPLOADS})
  `.execute(db)
  return rows
}

/** Uuids of every key a row points to, per store: one query per table, whatever the number of files. */
async function referencedUuids(db: Database) {
  const [announcements, teachers, courses, freeCourses, applications, posters] = await Promise.all([
    db.selectFrom('announcements').select('image_url as key').where('image_url', 'is not', null).execute(),
    teacherPhotoKeys(db),
    db.selectFrom('courses').select('image_filename as key').where('image_filename', 'is not', null).execute(),
    db.selectFrom('free_courses').select('file_path as key').where('file_path', 'is not', null).execute(),
    db.selectFrom('job_applications').select('cv_path as key').execute(),
    db.selectFrom('videos').select('poster_key as key').where('poster_key', 'is not', null).execute(),
  ])
  const uuids = (rows: { key: string | null }[]) => new Set(rows.flatMap(({ key }) => (key ? [uuidOf(key) ?? key] : [])))
  return { files: uuids([...announcements, ...teachers, ...courses, ...freeCourses, ...posters]), privateFiles: uuids(applications) }
}

async function sweepStore(store: FileStore, owned: Set<string>, cutoff: number, result: SweepResult) {
  for await (const { key, modifiedAt } of store.list()) {
    result.checked += 1
    const uuid = uuidOf(key)
    if (!uuid || owned.has(uuid) || modifiedAt.getTime() > cutoff) continue
    await store.remove(key)
    result.removed.push(key)
  }
}

/**
 * Deletes the stored files no row references (a crash between the file write and the row
 * insert, a failed removal after a delete), once they are older than the grace period.
 * The references are read before the files are listed, so a file written after the query
 * is younger than the cutoff and kept.
 */
export async function sweepOrphans(db: Database, stores: SweepStores, now = Date.now(), graceMs = SWEEP_GRACE_MS): Promise<SweepResult> {
  const owned = await referencedUuids(db)
  const result: SweepResult = { checked: 0, removed: [] }
  await sweepStore(stores.files, owned.files, now - graceMs, result)
  await sweepStore(stores.privateFiles, owned.privateFiles, now - graceMs, result)
  // the hosted videos' own store: their ids (32 hex digits) are never taken for another file's key
  if (stores.videoFiles) {
    const abandoned = await sweepAbandonedUploads(db, stores.videoFiles, now)
    const orphans = await sweepOrphanVideoFiles(db, stores.videoFiles, now, graceMs)
    result.removed.push(...[...abandoned, ...orphans].map((id) => `videos/${id}`))
  }
  return result
}

interface SweepLog {
  info(details: object, message: string): void
  warn(details: object, message: string): void
}

/** Sweeps now, then every `everyMs`; the timer never keeps the process alive. `stop()` waits for a sweep under way. */
export function startOrphanSweeps(db: Database, stores: SweepStores, log: SweepLog, everyMs = SWEEP_EVERY_MS) {
  let running: Promise<void> = Promise.resolve()
  // chained, so a slow round is never overlapped by the next
  const run = () => {
    running = running.then(() => sweepOrphans(db, stores)).then(
      ({ checked, removed }) => {
        if (removed.length > 0) log.info({ checked, removed }, 'fichiers orphelins supprimés')
      },
      // the database may be down for a while: the next round tries again
      (err: unknown) => log.warn({ err }, 'balayage des fichiers orphelins impossible'),
    )
  }
  run()
  const timer = setInterval(run, everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
