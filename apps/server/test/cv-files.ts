// CV fixtures built in the test: real small documents, and files that only pretend to be one.
import { crc32, deflateRawSync } from 'node:zlib'

export { TINY_PDF as PDF_CV } from './helpers.ts'

interface ZipFile {
  name: string
  data: Buffer
  /** declare another uncompressed size than the real one (a lying archive) */
  declaredSize?: number
}

/** A zip written by hand (deflate, local headers, central directory): what Word writes, minus the options. */
export function zip(files: ZipFile[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8')
    const compressed = deflateRawSync(file.data)
    const size = file.declaredSize ?? file.data.length
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6) // names in UTF-8
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(crc32(file.data), 14)
    local.writeUInt32LE(compressed.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(crc32(file.data), 16)
    central.writeUInt32LE(compressed.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, compressed)
    centrals.push(central, name)
    offset += local.length + name.length + compressed.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(files.length, 8)
  end.writeUInt16LE(files.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`
const documentXml = (text: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`

/** The smallest DOCX Word opens: content types, package relationships, one paragraph. */
export function docx(text = 'Curriculum vitae – Yasmine El Idrissi', extra: ZipFile[] = [], document?: Partial<ZipFile>): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.from(documentXml(text)), ...document },
    ...extra,
  ])
}

/** A DOCX whose document is 60 MB of the same byte: ~60 KB on the wire (a zip bomb). */
export const docxBomb = () => docx('x', [], { data: Buffer.concat([Buffer.from(documentXml('')), Buffer.alloc(60 * 1024 * 1024, 0x20)]) })

/** A DOCX that declares a tiny document but inflates to 5 MB. */
export const docxLyingSize = () => docx('x', [], { data: Buffer.alloc(5 * 1024 * 1024, 0x41), declaredSize: 100 })

/** A plain zip (notes), renamed .docx by the sender. */
export const plainZip = () => zip([{ name: 'notes.txt', data: Buffer.from('juste des notes') }])

/** An executable (ELF) renamed .pdf. */
export const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)])
/** A Windows executable (MZ/PE). */
export const MZ = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)])

/** An OLE compound file (what .doc is made of) with a directory naming `streamName`. */
export function compoundFile(streamName: string): Buffer {
  const header = Buffer.alloc(512)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0)
  header.writeUInt16LE(0x003e, 24)
  header.writeUInt16LE(0x0003, 26)
  header.writeUInt16LE(0xfffe, 28)
  header.writeUInt16LE(9, 30)
  const directory = Buffer.alloc(512)
  Buffer.from('Root Entry', 'utf16le').copy(directory, 0)
  Buffer.from(streamName, 'utf16le').copy(directory, 128)
  return Buffer.concat([header, directory])
}
