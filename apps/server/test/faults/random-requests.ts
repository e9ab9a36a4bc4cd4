// Random requests to every REST path (fast-check arbitraries), shared by the bad-input and memory tests.
import fc from 'fast-check'
import { REST } from '../authorization/matrix.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export const ROUTES = Object.keys(REST).map((route) => {
  const [method = 'GET', path = '/'] = route.split(' ')
  return { method: method as Method, path }
})

export interface RandomRequest {
  method: Method
  url: string
  headers: Record<string, string>
  payload?: Buffer
}

export const pathParam = fc.oneof(
  fc.string(),
  fc.constantFrom('../../etc/passwd', '..%2f..%2fsecret', '%00', '-1', '0', '1e9', '9999999999999999999999', 'NaN', '1.5', ' 1', '😀', 'null'),
)

const CONTENT_TYPES = ['application/json', 'multipart/form-data', 'multipart/form-data; boundary=x', 'text/plain', 'application/octet-stream', 'application/x-www-form-urlencoded', 'image/png']

interface Part {
  name: string
  filename: string | null
  type: string
  bytes: Uint8Array
}

/** A multipart body, well formed or cut short; up to 40 parts, so past the part and file limits too. */
function multipartBody(boundary: string, parts: Part[], complete: boolean) {
  const chunks = parts.flatMap((part) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename === null ? '' : `; filename="${part.filename}"`}\r\nContent-Type: ${part.type}\r\n\r\n`),
    Buffer.from(part.bytes),
    Buffer.from('\r\n'),
  ])
  if (complete) chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` }
}

const part = fc.record({
  name: fc.oneof(fc.constantFrom('file', 'image', 'cv', 'title', 'job_offer_id', 'is_active'), fc.string({ maxLength: 20 })),
  filename: fc.option(fc.string({ maxLength: 30 }), { nil: null }),
  type: fc.constantFrom('image/png', 'application/pdf', 'text/plain', 'application/octet-stream'),
  bytes: fc.uint8Array({ maxLength: 2000 }),
})

const body = fc.oneof(
  fc.constant(undefined),
  fc.record({ type: fc.constantFrom(...CONTENT_TYPES), payload: fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)) }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({ type: 'application/json', payload: Buffer.from(JSON.stringify(value) ?? 'null') })),
  fc
    .tuple(fc.stringMatching(/^[A-Za-z0-9'()+_,-]{1,40}$/), fc.array(part, { maxLength: 40 }), fc.boolean())
    .map(([boundary, parts, complete]) => multipartBody(boundary, parts, complete)),
)

/** Any REST path, any path parameter and query, any body, with or without the given credentials. */
export function randomRequest(credentials: Record<string, string>): fc.Arbitrary<RandomRequest> {
  return fc
    .record({
      route: fc.constantFrom(...ROUTES),
      param: pathParam,
      query: fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 30 }), { maxKeys: 3 }),
      body,
      signedIn: fc.boolean(),
    })
    .map(({ route, param, query, body, signedIn }) => ({
      method: route.method,
      url: `${route.path.replace('{id}', encodeURIComponent(param))}?${new URLSearchParams(query)}`,
      headers: { ...(signedIn ? credentials : {}), ...(body ? { 'content-type': body.type } : {}) },
      ...(body ? { payload: body.payload } : {}),
    }))
}
