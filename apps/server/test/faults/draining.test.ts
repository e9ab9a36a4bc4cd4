import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { MESSAGES } from '@tutorat/contracts'
import { expect, it } from 'vitest'
import { createTestApp } from '../helpers.ts'

/** Everything the server writes on one socket until it closes it. */
function collect(socket: ReturnType<typeof connect>): Promise<string> {
  let received = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => {
    received += chunk
  })
  return new Promise((resolve) => socket.once('close', () => resolve(received)))
}

it('answers a request that arrives on a busy keep-alive connection during the drain with the French 503', async () => {
  const t = await createTestApp()
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = t.app.server.address() as AddressInfo
  const socket = connect(port, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  const answers = collect(socket)

  // a first request whose body is still arriving keeps the connection busy while closing starts
  const body = JSON.stringify({ email: 'personne@example.ma', password: 'mauvais-mot-de-passe' })
  socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`)
  await new Promise((resolve) => setTimeout(resolve, 100))
  const closing = t.close()
  await new Promise((resolve) => setTimeout(resolve, 100))
  // the rest of the body, then a second request on the same connection
  socket.write(`${body}GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n`)

  const received = await answers
  await closing
  const responses = received.split(/(?=HTTP\/1\.1 )/)
  expect(responses).toHaveLength(2)
  expect(responses[0]).toMatch(/^HTTP\/1\.1 401 /)
  expect(responses[1]).toMatch(/^HTTP\/1\.1 503 /)
  expect(responses[1]).toMatch(/connection: close/i)
  expect(JSON.parse(responses[1]?.split('\r\n\r\n')[1] ?? '')).toEqual({ detail: MESSAGES.serviceUnavailable })
})
