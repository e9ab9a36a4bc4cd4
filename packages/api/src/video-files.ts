/**
 * Where the bytes of hosted videos live (DESIGN §17): the resumable uploads' own store, on the
 * private disk or under the bucket's private prefix. An id is the tus upload's (32 hex digits),
 * which stays the video's `file_key` once the upload became a video.
 */
export interface VideoFiles {
  /** Up to `length` bytes from `offset`, fewer at the end of the file (sniffing the container). */
  readRange(id: string, offset: number, length: number): Promise<Uint8Array>
  /** The stored size, undefined when the file is gone; StorageUnavailableError when the store cannot answer. */
  size(id: string): Promise<number | undefined>
  /** Removes the bytes and whatever the upload kept beside them; a missing file is no error. */
  remove(id: string): Promise<void>
  /** Every stored upload id (once, whatever the files kept beside it) with its last write time. */
  list(): AsyncIterable<{ id: string; modifiedAt: Date }>
}

/** The shape of every upload id, checked before a store or the database sees it. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/
