import { VIDEO_UPLOAD } from '@tutorat/contracts'
import { defaultOptions, DetailedError, type PreviousUpload, Upload, type UploadOptions } from 'tus-js-client'
import { readAdminToken } from '../../lib/session.ts'
import { UPLOAD_UI } from './upload-rules.ts'

/** A lost connection is retried this long (about a minute) before the admin is asked. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000]

export interface UploadRequest {
  courseId: number
  file: File
  title: string
  moduleName: string
  durationSeconds: number | null
}

export interface UploadHandlers {
  onProgress: (sent: number, total: number) => void
  onSuccess: (videoId: number | null) => void
  onError: (message: string, status: number | undefined) => void
}

/**
 * tus-js-client's fingerprint plus the course: the same file sent to two courses makes two
 * uploads, and a reload resumes the right one (from localStorage).
 */
const fingerprint = (courseId: number): UploadOptions['fingerprint'] => async (file, options) =>
  `${await defaultOptions.fingerprint(file, options)}-course-${courseId}`

function metadata({ courseId, file, title, moduleName, durationSeconds }: UploadRequest): Record<string, string> {
  return {
    course_id: String(courseId),
    title,
    filename: file.name,
    ...(moduleName ? { module_name: moduleName } : {}),
    ...(durationSeconds !== null ? { duration_seconds: String(durationSeconds) } : {}),
  }
}

function detailOfBody(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body)
    const detail = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>).detail : undefined
    return typeof detail === 'string' && detail ? detail : undefined
  } catch {
    return undefined
  }
}

/** The server's French `detail`, else a French sentence for the status: never tus-js-client's English. */
export function uploadErrorMessage(error: Error): { message: string; status: number | undefined } {
  const response = error instanceof DetailedError ? error.originalResponse : null
  if (!response) return { message: UPLOAD_UI.failed, status: undefined }
  const status = response.getStatus()
  const detail = detailOfBody(response.getBody())
  if (detail) return { message: detail, status }
  const byStatus: Record<number, string> = { 413: UPLOAD_UI.tooLargeForServer, 415: UPLOAD_UI.notVideo }
  return { message: byStatus[status] ?? (status >= 500 ? UPLOAD_UI.failed : UPLOAD_UI.refused), status }
}

/** Builds the upload; `begin` resumes a previous upload of the same file and course when one is stored. */
export function createUpload(request: UploadRequest, handlers: UploadHandlers) {
  const upload = new Upload(request.file, {
    endpoint: VIDEO_UPLOAD.endpoint,
    chunkSize: VIDEO_UPLOAD.chunkBytes,
    retryDelays: RETRY_DELAYS,
    metadata: metadata(request),
    fingerprint: fingerprint(request.courseId),
    removeFingerprintOnSuccess: true,
    onBeforeRequest: (req) => {
      const token = readAdminToken()
      if (token) req.setHeader('Authorization', `Bearer ${token}`)
    },
    onProgress: handlers.onProgress,
    onSuccess: ({ lastResponse }) => {
      const id = Number(lastResponse.getHeader(VIDEO_UPLOAD.videoIdHeader))
      handlers.onSuccess(Number.isInteger(id) && id > 0 ? id : null)
    },
    onError: (error) => {
      const { message, status } = uploadErrorMessage(error)
      handlers.onError(message, status)
    },
  })
  async function begin(): Promise<boolean> {
    const previous = await upload.findPreviousUploads().catch(() => [])
    const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0]
    if (latest) upload.resumeFromPreviousUpload(latest)
    upload.start()
    return latest !== undefined
  }
  return { upload, begin }
}

/** Uploads of this course left unfinished in this browser (a closed tab, a reload): the admin picks the file again to resume. */
export async function unfinishedUploads(courseId: number): Promise<PreviousUpload[]> {
  const maxAge = VIDEO_UPLOAD.abandonedAfterHours * 3600 * 1000
  const all = await defaultOptions.urlStorage.findAllUploads().catch(() => [])
  return all.filter((entry) => entry.metadata.course_id === String(courseId) && Date.now() - Date.parse(entry.creationTime) < maxAge)
}

/** The server's size limit (tus `Tus-Max-Size`), else the contract's default. */
export async function fetchUploadLimit(): Promise<number> {
  const token = readAdminToken()
  try {
    const response = await fetch(VIDEO_UPLOAD.endpoint, { method: 'OPTIONS', headers: token ? { Authorization: `Bearer ${token}` } : {} })
    const max = Number(response.headers.get('Tus-Max-Size'))
    return Number.isFinite(max) && max > 0 ? max : VIDEO_UPLOAD.defaultMaxBytes
  } catch {
    return VIDEO_UPLOAD.defaultMaxBytes
  }
}
