import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { Upload } from '@tus/server'
import { beginUpload, finishUpload, type Services, setPoster } from '@tutorat/api'
import type { HostedVideoStore } from '../videos/store.ts'

// DESIGN §17, issue 28: the demo course plays one real video with no internet — a 24 s title card
// made by the team (scripts/demo-video/make.sh), hosted like an uploaded one: its bytes in the
// private video store, judged and turned into a video by the same code as a finished tus upload.

type Actor = Parameters<typeof finishUpload>[2]

const FILE = new URL('./demo-video/bienvenue.mp4', import.meta.url)
const POSTER = new URL('./demo-video/bienvenue-poster.jpg', import.meta.url)

export const DEMO_HOSTED_VIDEO = {
  title: 'Bienvenue sur Tutorat Maroc — vidéo de démonstration',
  filename: 'bienvenue.mp4',
  /** its own module, first in the course outline (modules follow their first video's order) */
  module_name: 'Bienvenue',
  duration_seconds: 24,
  description:
    'Une courte vidéo hébergée par la plateforme : elle se lit sans Google Drive, sur ordinateur comme sur téléphone, avec votre filigrane. Essayez les vitesses, le plein écran et la reprise là où vous vous étiez arrêté.',
} as const

/** Writes the demo file through tus's own store (local disk or S3), then finishes it as an upload of `courseId`. */
export async function seedDemoVideo(services: Services, store: Pick<HostedVideoStore, 'datastore' | 'tusId'>, actor: Actor, courseId: number): Promise<number> {
  const bytes = await readFile(FILE)
  const id = randomBytes(16).toString('hex')
  const { title, filename, module_name, duration_seconds } = DEMO_HOSTED_VIDEO
  await beginUpload(services.db, actor, services.settings.hostedVideos, {
    id,
    size: bytes.length,
    metadata: { course_id: courseId, title, filename, module_name, duration_seconds },
  })
  await store.datastore.create(new Upload({ id: store.tusId(id), size: bytes.length, offset: 0, metadata: {} }))
  await store.datastore.write(Readable.from([bytes]), store.tusId(id), 0)
  const videoId = await finishUpload(services.db, services.videoFiles, actor, id)
  // the frame shown before play, as the admin's browser would have taken it
  await setPoster(services.db, services.files, { id: videoId, source: 'file', poster_key: null }, await readFile(POSTER))
  return videoId
}
