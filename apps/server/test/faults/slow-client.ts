import { request } from 'node:http'

export interface SlowRequest {
  /** Sends the rest of the body. */
  finish(): void
  response: Promise<{ status: number; body: string }>
}

/**
 * A request whose body arrives in two pieces, like an upload on a slow phone: the first half is
 * sent now, the rest on `finish()`. One connection, closed after the answer.
 */
export function slowRequest(url: string, method: string, headers: Record<string, string>, body: Buffer): SlowRequest {
  const half = Math.floor(body.length / 2)
  let finish = () => {}
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, { method, agent: false, headers: { ...headers, 'content-length': String(body.length), connection: 'close' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.write(body.subarray(0, half))
    finish = () => req.end(body.subarray(half))
  })
  return { finish: () => finish(), response }
}

/** Resolves once a new TCP connection to the server is refused. */
export async function connectionRefused(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })
    return false
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED'
  }
}
