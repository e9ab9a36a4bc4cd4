import type { Readable } from 'node:stream'

/**
 * Where uploaded files live (DESIGN §8): local disk by default, object storage later.
 * Keys look like `courses/3f9c…e1.png`: generated here, never taken from the client.
 */
export interface FileStore {
  put(kind: string, extension: string, bytes: Uint8Array): Promise<string>
  remove(key: string): Promise<void>
  /** The file's bytes as a stream (downloads stream); undefined when it is gone. */
  read(key: string): Promise<Readable | undefined>
}

/** Public address of a public upload key. */
export const uploadUrl = (key: string | null) => (key ? `/uploads/${key}` : null)
