import { randomUUID } from 'node:crypto'
import type { Dirent } from 'node:fs'
import { mkdir, open, readdir, stat, unlink, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { derivedKey, type FileStore, StorageUnavailableError } from '@tutorat/api'

// an original (`courses/<uuid>.png`) or one of its resized variants (`courses/<uuid>.w640.webp`)
const KEY = /^[a-z-]+\/[0-9a-f-]{36}(\.w\d{2,4})?\.[a-z0-9]{2,5}$/

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

// the disk cannot take the file (full, over quota, read-only, failing): an outage, not a bug
const DISK_FAULTS = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO'])

async function writeBytes(path: string, bytes: Uint8Array, flag: 'w' | 'wx') {
  try {
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, bytes, { flag })
  } catch (error) {
    throw DISK_FAULTS.has((error as NodeJS.ErrnoException).code ?? '') ? new StorageUnavailableError(error) : error
  }
}

/** A folder's entries; none when it does not exist yet (nothing was ever stored there). */
async function entries(dir: string): Promise<Dirent[]> {
  try {
    return await readdir(dir, { withFileTypes: true })
  } catch (error) {
    if (isMissing(error)) return []
    throw error
  }
}

/** FileStore on the local disk, under `root` (DATA_DIR/uploads for public files, DATA_DIR/private for CVs). */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`invalid file key: ${key}`)
    return join(root, key)
  }
  return {
    async put(kind, extension, bytes) {
      const key = `${kind}/${randomUUID()}.${extension}`
      await writeBytes(pathOf(key), bytes, 'wx')
      return key
    },
    async putDerived(sourceKey, suffix, bytes) {
      pathOf(sourceKey)
      const key = derivedKey(sourceKey, suffix)
      await writeBytes(pathOf(key), bytes, 'w')
      return key
    },
    async remove(key) {
      try {
        await unlink(pathOf(key))
      } catch (error) {
        if (!isMissing(error)) throw error
      }
    },
    async read(key) {
      try {
        // opened here so a missing file is an answer, not an error in the middle of a response
        const handle = await open(pathOf(key), 'r')
        return handle.createReadStream()
      } catch (error) {
        if (isMissing(error)) return undefined
        throw error
      }
    },
    async *list() {
      for (const kind of await entries(root)) {
        if (!kind.isDirectory()) continue
        for (const file of await entries(join(root, kind.name))) {
          const key = `${kind.name}/${file.name}`
          // anything not shaped like a key was not written by put(): not ours to report
          if (!file.isFile() || !KEY.test(key)) continue
          try {
            yield { key, modifiedAt: (await stat(join(root, key))).mtime }
          } catch (error) {
            if (!isMissing(error)) throw error // removed meanwhile
          }
        }
      }
    },
  }
}
