import type { IncomingMessage } from 'node:http'
import { FILE_LIMITS } from '@tutorat/contracts'

/** Twice the largest upload we accept: past it the sender is not a user who picked the wrong file. */
export const DISCARD_MAX_BYTES = 2 * FILE_LIMITS.pdfMaxBytes
/** A stalled sender does not hold the answer (and the connection) longer than this. */
const DISCARD_MAX_MS = 60_000

/**
 * DESIGN §15: reads and throws away what is left of a refused request's body before the answer.
 * Closing a socket with unread bytes makes the kernel send a reset, and a client still writing its
 * body (an oversized JSON, a chunked upload, a too-large file) then sees the reset instead of the
 * French 413. Bounded in bytes and time; past either bound the connection is closed anyway.
 */
export function discardUnreadBody(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve()
  if (Number(raw.headers['content-length']) > DISCARD_MAX_BYTES) return Promise.resolve()
  return new Promise((resolve) => {
    let read = 0
    const stop = () => {
      clearTimeout(timer)
      raw.off('data', count).off('end', stop).off('error', stop).off('close', stop)
      resolve()
    }
    const count = (chunk: Buffer) => {
      read += chunk.length
      if (read > DISCARD_MAX_BYTES) stop()
    }
    const timer = setTimeout(stop, DISCARD_MAX_MS)
    raw.on('data', count).on('end', stop).on('error', stop).on('close', stop)
    // a multipart parser may still be piped in, holding the stream back
    raw.unpipe()
    raw.resume()
  })
}
