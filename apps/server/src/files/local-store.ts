import { randomUUID } from 'node:crypto'
import { mkdir, open, unlink, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { FileStore } from '@tutorat/api'

const KEY = /^[a-z-]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/

/** FileStore on the local disk, under `root` (DATA_DIR/uploads for public files, DATA_DIR/private for CVs). */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`invalid file key: ${key}`)
    return join(root, key)
  }
  return {
    async put(kind, extension, bytes) {
      const key = `${kind}/${randomUUID()}.${extension}`
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, bytes, { flag: 'wx' })
      return key
    },
    async remove(key) {
      try {
        await unlink(pathOf(key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
    },
    async read(key) {
      try {
        // opened here so a missing file is an answer, not an error in the middle of a response
        const handle = await open(pathOf(key), 'r')
        return handle.createReadStream()
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw error
      }
    },
  }
}
