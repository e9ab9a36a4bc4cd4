/** What the admin's browser reads of a video before sending it (DESIGN §17: no transcoder on the server). */
export interface VideoFacts {
  durationSeconds: number | null
  poster: File | null
}

const PROBE_TIMEOUT_MS = 15_000
const POSTER_WIDTH = 1280

/** The poster's moment: 10 % in, at least 1 s, never past the middle of a very short clip. */
export function posterTime(duration: number): number {
  return Math.min(Math.max(duration * 0.1, 1), duration / 2)
}

function once(target: HTMLMediaElement, event: string): Promise<void> {
  return new Promise((resolve, reject) => {
    target.addEventListener(event, () => resolve(), { once: true })
    target.addEventListener('error', () => reject(new Error('video unreadable')), { once: true })
  })
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<T>((_, reject) => window.setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS))])
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.82))
}

async function grabFrame(video: HTMLVideoElement, name: string): Promise<File | null> {
  const scale = Math.min(1, POSTER_WIDTH / video.videoWidth)
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(video.videoWidth * scale)
  canvas.height = Math.round(video.videoHeight * scale)
  const context = canvas.getContext('2d')
  if (!context || canvas.width === 0) return null
  context.drawImage(video, 0, 0, canvas.width, canvas.height)
  // Safari may not encode WebP: it answers PNG instead, then JPEG is the lighter choice
  const webp = await toBlob(canvas, 'image/webp')
  const blob = webp?.type === 'image/webp' ? webp : await toBlob(canvas, 'image/jpeg')
  if (!blob) return null
  const extension = blob.type === 'image/webp' ? 'webp' : 'jpg'
  return new File([blob], `${name.replace(/\.[^.]+$/, '')}-apercu.${extension}`, { type: blob.type })
}

/**
 * Reads the duration (loadedmetadata) and takes the poster frame (seek, draw to a canvas) in a
 * hidden `<video>`. A file this browser cannot decode gives nulls: the upload goes on, the server
 * judges the bytes.
 */
export async function probeVideo(file: File): Promise<VideoFacts> {
  const url = URL.createObjectURL(file)
  const video = document.createElement('video')
  video.muted = true
  video.playsInline = true
  video.preload = 'auto'
  try {
    const loaded = once(video, 'loadedmetadata')
    video.src = url
    await withTimeout(loaded)
    const duration = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : null
    if (duration === null) return { durationSeconds: null, poster: null }
    const seeked = once(video, 'seeked')
    video.currentTime = posterTime(duration)
    const poster = await withTimeout(seeked.then(() => grabFrame(video, file.name))).catch(() => null)
    return { durationSeconds: Math.round(duration), poster }
  } catch {
    return { durationSeconds: null, poster: null }
  } finally {
    video.removeAttribute('src')
    video.load()
    URL.revokeObjectURL(url)
  }
}
