// Small video files built box by box (issue 28): what the server judges is the container's
// structure (ftyp, moov › trak › mdia › hdlr + minf › stbl › stsd), never pictures.

const u32 = (n: number) => {
  const b = Buffer.alloc(4)
  b.writeUInt32BE(n)
  return b
}

/** An ISO BMFF box: size, four-letter type, content. */
export const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content)
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body])
}

const fullBox = (type: string, ...content: Buffer[]) => box(type, u32(0), ...content)

function track(handler: string, codec: string) {
  const hdlr = fullBox('hdlr', u32(0), Buffer.from(handler, 'latin1'), Buffer.alloc(12), Buffer.from('\0'))
  // a sample entry: 6 reserved bytes, the data reference index, then the codec's fields (left at zero)
  const entry = box(codec, Buffer.alloc(6), Buffer.from([0, 1]), Buffer.alloc(70))
  const stsd = fullBox('stsd', u32(1), entry)
  return box('trak', box('tkhd', Buffer.alloc(84)), box('mdia', box('mdhd', Buffer.alloc(24)), hdlr, box('minf', box('stbl', stsd, box('stts', Buffer.alloc(8))))))
}

/** An MP4 whose `moov` follows a `mdat` of `payloadBytes` (as a camera writes it), with the given codecs. */
export function mp4(options: { video?: string; audio?: string | null; payloadBytes?: number; brand?: string } = {}) {
  const { video = 'avc1', audio = 'mp4a', payloadBytes = 4096, brand = 'isom' } = options
  const ftyp = box('ftyp', Buffer.from(brand, 'latin1'), u32(512), Buffer.from(`${brand}iso2avc1mp41`, 'latin1'))
  const payload = Buffer.alloc(payloadBytes)
  for (let i = 0; i < payload.length; i += 1) payload[i] = (i * 31 + 7) & 0xff
  const tracks = [track('vide', video), ...(audio ? [track('soun', audio)] : [])]
  return Buffer.concat([ftyp, box('free'), box('mdat', payload), box('moov', box('mvhd', Buffer.alloc(100)), ...tracks)])
}

/** The start of a WebM file: its EBML header (DocType `webm`) and a segment of filler bytes. */
export function webm(payloadBytes = 4096) {
  const header = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701ffffffffffffff', 'hex')
  return Buffer.concat([header, Buffer.alloc(payloadBytes, 0xec)])
}
