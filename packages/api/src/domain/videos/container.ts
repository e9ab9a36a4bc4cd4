import type { HOSTED_VIDEO_TYPES } from '@tutorat/contracts'
import { fileTypeFromBuffer } from 'file-type'

// DESIGN §17: a hosted video is judged by its bytes, never its name or the browser's word. WebM
// plays wherever it is recognised; an MP4 plays everywhere (iPhones included) only as H.264 video
// with AAC sound, so its sample descriptions (moov › trak › mdia › minf › stbl › stsd) are read.
// Only box headers are read, at their offsets: the `mdat` (the film itself) is skipped whole and
// the moov may sit at the end of the file. A crafted file cannot make this walk long.

/** Reads up to `length` bytes at `offset` (fewer at the end of the file). */
export type ReadRange = (offset: number, length: number) => Promise<Uint8Array>

export type HostedVideoType = (typeof HOSTED_VIDEO_TYPES)[number]
export type ContainerCheck = { ok: true; mime: HostedVideoType } | { ok: false; reason: 'not_a_video' | 'codecs' }

const MP4_TYPES = new Set(['video/mp4', 'video/x-m4v'])
const VIDEO_CODECS = new Set(['avc1', 'avc3'])
const AUDIO_CODECS = new Set(['mp4a'])
/** Past this many box headers the file is refused: a real MP4 has a few dozen on the way to its stsd. */
const MAX_BOXES = 2000
const MAX_TRACKS = 32

interface Box {
  type: string
  /** where the box's content starts (after its header) and ends */
  start: number
  end: number
}

class Walk {
  boxes = 0
  constructor(private readonly read: ReadRange) {}

  /** The boxes laid end to end between `start` and `end`; a malformed header ends the list. */
  async children(start: number, end: number): Promise<Box[]> {
    const found: Box[] = []
    for (let offset = start; offset + 8 <= end; ) {
      if (++this.boxes > MAX_BOXES) throw new Error('too many boxes')
      const header = Buffer.from(await this.read(offset, 16))
      if (header.length < 8) break
      let size = header.readUInt32BE(0)
      let headerSize = 8
      if (size === 1) {
        if (header.length < 16) break
        size = Number(header.readBigUInt64BE(8))
        headerSize = 16
      } else if (size === 0) size = end - offset // to the end of its parent
      if (size < headerSize || offset + size > end) break
      found.push({ type: header.toString('latin1', 4, 8), start: offset + headerSize, end: offset + size })
      offset += size
    }
    return found
  }

  async child(parent: Box, type: string): Promise<Box | undefined> {
    return (await this.children(parent.start, parent.end)).find((box) => box.type === type)
  }

  async path(parent: Box, types: string[]): Promise<Box | undefined> {
    let current: Box | undefined = parent
    for (const type of types) current = current && (await this.child(current, type))
    return current
  }
}

/** `vide`, `soun`… and the codecs its sample descriptions name, for each track. */
async function tracks(walk: Walk, read: ReadRange, moov: Box) {
  const traks = (await walk.children(moov.start, moov.end)).filter((box) => box.type === 'trak').slice(0, MAX_TRACKS)
  const found: { handler: string; codecs: string[] }[] = []
  for (const trak of traks) {
    const mdia = await walk.child(trak, 'mdia')
    const hdlr = mdia && (await walk.child(mdia, 'hdlr'))
    const stsd = mdia && (await walk.path(mdia, ['minf', 'stbl', 'stsd']))
    if (!hdlr || !stsd) continue
    // hdlr: version and flags (4), pre_defined (4), handler_type (4)
    const handler = Buffer.from(await read(hdlr.start + 8, 4)).toString('latin1')
    // stsd: version and flags (4), entry count (4), then the sample entries as boxes
    const entries = await walk.children(stsd.start + 8, stsd.end)
    found.push({ handler, codecs: entries.map((entry) => entry.type) })
  }
  return found
}

/** H.264 pictures (at least one video track) and, when there is sound, AAC. */
async function isH264Aac(read: ReadRange, size: number): Promise<boolean> {
  const walk = new Walk(read)
  try {
    const moov = (await walk.children(0, size)).find((box) => box.type === 'moov')
    if (!moov) return false
    const found = await tracks(walk, read, moov)
    const video = found.filter((track) => track.handler === 'vide')
    const audio = found.filter((track) => track.handler === 'soun')
    const all = (list: typeof found, codecs: Set<string>) => list.every((track) => track.codecs.length > 0 && track.codecs.every((codec) => codecs.has(codec)))
    return video.length > 0 && all(video, VIDEO_CODECS) && all(audio, AUDIO_CODECS)
  } catch {
    return false
  }
}

/** What the bytes say: an MP4 (H.264/AAC) or a WebM, or why not. */
export async function checkContainer(read: ReadRange, size: number): Promise<ContainerCheck> {
  const type = await fileTypeFromBuffer(await read(0, 4100))
  if (type?.mime === 'video/webm') return { ok: true, mime: 'video/webm' }
  if (!type || !MP4_TYPES.has(type.mime)) return { ok: false, reason: 'not_a_video' }
  return (await isH264Aac(read, size)) ? { ok: true, mime: 'video/mp4' } : { ok: false, reason: 'codecs' }
}
