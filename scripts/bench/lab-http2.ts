// `BENCH_LAB_HTTP2=1 npm run bench lab`: the same cold loads through a local TLS + HTTP/2 proxy,
// as behind the README's nginx (`listen 443 ssl http2`): every file of a page shares one
// connection instead of queueing for HTTP/1.1's six. The certificate is made here by openssl for
// 127.0.0.1 and thrown away; the browser context accepts it (ignoreHTTPSErrors).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { type IncomingHttpHeaders, request } from 'node:http'
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// hop-by-hop headers (and HTTP/2's pseudo-headers) do not cross a proxy
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'host'])
const forwardable = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)))

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'lab-tls-'))
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' })
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function startHttp2Proxy(upstream: string): Promise<{ url: string; close: () => Promise<void> }> {
  const target = new URL(upstream)
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (incoming: Http2ServerRequest, outgoing: Http2ServerResponse) => {
    const forwarded = request(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: { ...forwardable(incoming.headers), host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, forwardable(answer.headers))
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', () => outgoing.writeHead(502).end())
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `https://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
