import { VIDEO_UPLOAD } from '@tutorat/contracts'
import { expect } from 'vitest'
import type { TestApp } from './helpers.ts'

// The tus protocol as tus-js-client speaks it (creation, PATCH parts, HEAD to resume), over inject.

type Headers = Record<string, string>
const TUS = { 'tus-resumable': '1.0.0' }

/** `Upload-Metadata`: comma-separated `key base64(value)` pairs. */
export const uploadMetadata = (fields: Record<string, string | number>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(String(value)).toString('base64')}`)
    .join(',')

export function createUpload(t: TestApp, headers: Headers, size: number, fields: Record<string, string | number>) {
  return t.app.inject({
    method: 'POST',
    url: VIDEO_UPLOAD.endpoint,
    headers: { ...headers, ...TUS, 'upload-length': String(size), 'upload-metadata': uploadMetadata(fields) },
  })
}

export function patchUpload(t: TestApp, headers: Headers, location: string, offset: number, bytes: Buffer) {
  return t.app.inject({
    method: 'PATCH',
    url: location,
    headers: { ...headers, ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    payload: bytes,
  })
}

export const headUpload = (t: TestApp, headers: Headers, location: string) => t.app.inject({ method: 'HEAD', url: location, headers: { ...headers, ...TUS } })

/** Creation, then the bytes in parts of `partBytes`: the finished answer (204 with `Video-Id`, or a refusal). */
export async function upload(t: TestApp, headers: Headers, courseId: number, bytes: Buffer, title = 'Cours filmé', partBytes = bytes.length) {
  const created = await createUpload(t, headers, bytes.length, { course_id: courseId, title, filename: 'cours.mp4', duration_seconds: 754 })
  expect(created.statusCode, created.body).toBe(201)
  const location = String(created.headers.location)
  let last = created
  for (let offset = 0; offset < bytes.length; offset += partBytes) {
    last = await patchUpload(t, headers, location, offset, bytes.subarray(offset, offset + partBytes))
    if (last.statusCode !== 204) break
  }
  return { location, response: last }
}

/** An upload that became a video: its id. */
export async function uploadVideo(t: TestApp, headers: Headers, courseId: number, bytes: Buffer, title?: string) {
  const { response } = await upload(t, headers, courseId, bytes, title)
  expect(response.statusCode, response.body).toBe(204)
  return Number(response.headers[VIDEO_UPLOAD.videoIdHeader.toLowerCase()])
}
