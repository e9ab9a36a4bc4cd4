import type { Readable } from 'node:stream'

/**
 * Where uploaded files live (DESIGN §8): local disk by default, S3-compatible storage with S3_BUCKET.
 * Keys look like `courses/3f9c…e1.png`: generated here, never taken from the client.
 */
export interface FileStore {
  put(kind: string, extension: string, bytes: Uint8Array): Promise<string>
  /**
   * Writes a file derived from an existing key (an image's resized copy): same kind and uuid,
   * `suffix` in place of the extension, e.g. `.w640.webp` → `courses/<uuid>.w640.webp`.
   * Overwrites: the bytes are recomputed from the original, so writing twice is harmless.
   */
  putDerived(sourceKey: string, suffix: string, bytes: Uint8Array): Promise<string>
  remove(key: string): Promise<void>
  /** The file's bytes as a stream (downloads stream); undefined when it is gone. */
  read(key: string): Promise<Readable | undefined>
  /** Every stored key with its last write time (for the orphan sweep). */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>
}

/** `courses/<uuid>.png` + `.w640.webp` → `courses/<uuid>.w640.webp`: what every store's `putDerived` writes. */
export const derivedKey = (sourceKey: string, suffix: string) => sourceKey.replace(/\.[a-z0-9]+$/, suffix)

/** Public address of a public upload key. */
export const uploadUrl = (key: string | null) => (key ? `/uploads/${key}` : null)

/**
 * The file store cannot do its work (object storage down or failing, a full or read-only disk):
 * the request gets a 503 in French, like a database outage, rather than a 500.
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('file storage unavailable', { cause })
    this.name = 'StorageUnavailableError'
  }
}
