// Run by body-limit.test.ts in a process of its own (`node oversized-client.ts <url> <kind> <bytes> <times>`):
// a client in the server's own event loop never shows the reset, one in another process does.
// <kind>: json (with content-length), chunked (JSON without it) or multipart (a file).
// Prints one line of JSON: how many answers of each kind (`413 <detail>`, or `error <code>`).

const [url = '', kind = 'json', bytesArg = '0', timesArg = '1'] = process.argv.slice(2)
const bytes = Number(bytesArg)

function filler(size: number) {
  return 'x'.repeat(size)
}

/** A JSON body streamed without content-length (Transfer-Encoding: chunked). */
function chunkedBody(size: number): ReadableStream<Uint8Array> {
  const piece = new TextEncoder().encode(filler(64 * 1024))
  let sent = 0
  return new ReadableStream({
    start: (controller) => controller.enqueue(new TextEncoder().encode('{"email":"a@example.ma","password":"')),
    pull(controller) {
      if (sent >= size) {
        controller.enqueue(new TextEncoder().encode('"}'))
        controller.close()
        return
      }
      sent += piece.length
      controller.enqueue(piece)
    },
  })
}

function multipartBody(size: number): FormData {
  const form = new FormData()
  form.set('job_offer_id', '1')
  form.set('full_name', 'Salma Bennani')
  form.set('cv', new Blob([new Uint8Array(size)], { type: 'application/pdf' }), 'CV.pdf')
  return form
}

function requestInit(): RequestInit & { duplex?: 'half' } {
  const json = { 'content-type': 'application/json' }
  if (kind === 'chunked') return { method: 'POST', headers: json, body: chunkedBody(bytes), duplex: 'half' }
  if (kind === 'multipart') return { method: 'POST', body: multipartBody(bytes) }
  return { method: 'POST', headers: json, body: JSON.stringify({ email: 'a@example.ma', password: filler(bytes) }) }
}

async function once(): Promise<string> {
  try {
    const response = await fetch(url, requestInit())
    const text = await response.text()
    const detail = /"(?:detail|message)":"([^"]*)"/.exec(text)?.[1] ?? text.slice(0, 80)
    return `${response.status} ${detail}`
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    return `error ${cause?.code ?? cause?.message ?? String(error)}`
  }
}

const counts: Record<string, number> = {}
for (let attempt = 0; attempt < Number(timesArg); attempt += 1) {
  const outcome = await once()
  counts[outcome] = (counts[outcome] ?? 0) + 1
}
console.log(JSON.stringify(counts))
