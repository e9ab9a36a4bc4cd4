import { generateKeyPairSync, randomUUID, verify } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, SignJWT } from 'jose'

// A local stand-in for Google's token endpoint and the Drive API v3 (DESIGN §16): nothing leaves
// the machine. It checks requests as Google would — an RS256 JWT assertion signed by the test
// service account's key, naming the subject; a bearer token on every Drive call; the permission
// bodies — keeps files and permissions in memory, and answers faults on demand.

export const SUBJECT = 'cours@tutorat-test.ma'
const CLIENT_EMAIL = 'drive-robot@tutorat-test.iam.gserviceaccount.com'
const AUDIENCE = 'https://oauth2.googleapis.com/token'

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
/** The JSON key of the test service account, as Google hands it out. */
export const SERVICE_ACCOUNT_KEY = JSON.stringify({
  type: 'service_account',
  client_email: CLIENT_EMAIL,
  private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  token_uri: AUDIENCE,
})

/** The web client id Google's ID tokens are issued for (GOOGLE_CLIENT_ID). */
export const CLIENT_ID = 'tutorat-drive-test.apps.googleusercontent.com'
const ID_TOKEN_KID = 'fake-google-key'

/** A Google ID token for `email` (verified unless said), signed by the key the fake's JWKS serves. */
export function idToken(email: string, claims: Record<string, unknown> = {}, audience = CLIENT_ID): Promise<string> {
  return new SignJWT({ email, email_verified: true, name: 'Élève Google', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: ID_TOKEN_KID })
    .setIssuer('https://accounts.google.com')
    .setAudience(audience)
    .setSubject(`google-${email}`)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey)
}

export interface FakePermission {
  id: string
  type: 'user' | 'group' | 'domain' | 'anyone'
  role: string
  emailAddress?: string
  domain?: string
  expirationTime?: string
}

interface FakeFile {
  id: string
  name: string
  permissions: FakePermission[]
  copyRequiresWriterPermission: boolean
  /** Drive refuses an expiry on this file's permissions (`cannotSetExpiration`). */
  refusesExpiry: boolean
}

export type Fault = 'rate_limit' | 'server_error'

/**
 * Google Identity Services as a page sees it (`google.accounts.id`), for browser tests, which route
 * `https://accounts.google.com/gsi/*` here: the button asks the fake for an ID token of the account
 * signed in to « Google » in that browser (`signInBrowser`), as Google's own button would answer.
 */
const GSI_CLIENT = `(() => {
  let config = null
  const id = {
    initialize(options) { config = options },
    renderButton(parent) {
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = 'Continuer avec Google'
      button.style.cssText = 'min-height:44px;padding:0 16px;border:1px solid #747775;border-radius:4px;background:#fff;color:#1f1f1f;font:500 14px sans-serif'
      button.addEventListener('click', async () => {
        const answer = await fetch('https://accounts.google.com/gsi/fake-credential?client_id=' + encodeURIComponent(config.client_id))
        config.callback(answer.ok ? { credential: (await answer.json()).credential, select_by: 'btn', clientId: config.client_id } : {})
      })
      parent.replaceChildren(button)
    },
    prompt() {},
    cancel() {},
    disableAutoSelect() {},
  }
  window.google = { accounts: { id } }
})()`

export interface FakeGoogle {
  url: string
  env: NodeJS.ProcessEnv
  files: Map<string, FakeFile>
  requests: { method: string; path: string; search: string; body: unknown }[]
  /** The Google account signed in to « Google » in the test's browser: the fake button's ID tokens are its. */
  signInBrowser(email: string): void
  addFile(id: string, name?: string, options?: { refusesExpiry?: boolean; permissions?: Omit<FakePermission, 'id'>[] }): FakeFile
  /** The next `count` Drive calls answer this fault. */
  failNext(fault: Fault, count?: number): void
  readers(fileId: string): string[]
  close(): Promise<void>
}

const googleError = (res: ServerResponse, status: number, reason: string, message: string) =>
  json(res, status, { error: { code: status, message, errors: [{ domain: 'global', reason, message }] } })

function json(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' })
  res.end(body === undefined ? undefined : JSON.stringify(body))
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const b64json = (part: string | undefined): Record<string, unknown> => JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>

/** Google's checks on the service account's assertion (RFC 7523). */
function assertionProblem(assertion: string): string | null {
  const [head, claims, signature] = assertion.split('.')
  if (!head || !claims || !signature) return 'malformed assertion'
  if (b64json(head).alg !== 'RS256') return 'alg must be RS256'
  const signed = verify('RSA-SHA256', Buffer.from(`${head}.${claims}`), publicKey, Buffer.from(signature, 'base64url'))
  if (!signed) return 'Invalid JWT Signature.'
  const c = b64json(claims)
  const now = Date.now() / 1000
  if (c.iss !== CLIENT_EMAIL) return 'wrong issuer'
  if (c.aud !== AUDIENCE) return 'wrong audience'
  if (c.sub !== SUBJECT) return 'Client is unauthorized to retrieve access tokens using this method, or client not authorized for any of the scopes requested.'
  if (!String(c.scope).split(' ').includes('https://www.googleapis.com/auth/drive')) return 'missing Drive scope'
  if (typeof c.exp !== 'number' || c.exp < now || typeof c.iat !== 'number' || c.iat > now + 60) return 'Invalid JWT: Token must be a short-lived token'
  return null
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const files = new Map<string, FakeFile>()
  const tokens = new Set<string>()
  const requests: FakeGoogle['requests'] = []
  const faults: Fault[] = []

  async function token(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req))
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return json(res, 400, { error: 'unsupported_grant_type' })
    const problem = assertionProblem(form.get('assertion') ?? '')
    if (problem) return json(res, problem.startsWith('Client is unauthorized') ? 401 : 400, { error: 'invalid_grant', error_description: problem })
    const accessToken = `ya29.${randomUUID()}`
    tokens.add(accessToken)
    return json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3599 })
  }

  function permissions(req: IncomingMessage, res: ServerResponse, file: FakeFile, url: URL, body: Record<string, unknown>, permissionId?: string) {
    if (req.method === 'GET') return json(res, 200, { permissions: file.permissions })
    if (req.method === 'DELETE') {
      const before = file.permissions.length
      file.permissions = file.permissions.filter((p) => p.id !== permissionId)
      return before === file.permissions.length ? googleError(res, 404, 'notFound', `Permission not found: ${permissionId}.`) : json(res, 204)
    }
    if (url.searchParams.get('sendNotificationEmail') !== 'false') return googleError(res, 400, 'invalidSharingRequest', 'the test expects no notification mail')
    if (body.type !== 'user' || body.role !== 'reader' || typeof body.emailAddress !== 'string') return googleError(res, 400, 'invalid', 'Invalid permission body.')
    if (body.expirationTime !== undefined) {
      if (file.refusesExpiry) return googleError(res, 403, 'cannotSetExpiration', 'Expiration dates cannot be set on this item.')
      const at = Date.parse(String(body.expirationTime))
      if (!(at > Date.now()) || at > Date.now() + 366 * 86_400_000) return googleError(res, 400, 'invalidExpirationDate', 'The expiration date must be in the future and at most a year away.')
    }
    const email = body.emailAddress.toLowerCase()
    const existing = file.permissions.find((p) => p.type === 'user' && p.emailAddress === email)
    if (existing) return json(res, 200, existing)
    const created: FakePermission = { id: `perm-${randomUUID().slice(0, 8)}`, type: 'user', role: 'reader', emailAddress: email, ...(body.expirationTime ? { expirationTime: String(body.expirationTime) } : {}) }
    file.permissions.push(created)
    return json(res, 200, created)
  }

  async function drive(req: IncomingMessage, res: ServerResponse, url: URL) {
    const raw = await readBody(req)
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>
    requests.push({ method: req.method ?? '', path: url.pathname, search: url.search, body })
    const bearer = req.headers.authorization?.replace(/^Bearer /, '')
    if (!bearer || !tokens.has(bearer)) return googleError(res, 401, 'authError', 'Invalid Credentials')
    const fault = faults.shift()
    if (fault === 'rate_limit') return googleError(res, 403, 'userRateLimitExceeded', 'User Rate Limit Exceeded')
    if (fault === 'server_error') return googleError(res, 503, 'backendError', 'Backend Error')
    const [, fileId, sub, permissionId] = url.pathname.replace(/^\/drive\/v3\/files\/?/, '/').split('/')
    const file = files.get(decodeURIComponent(fileId ?? ''))
    if (!file) return googleError(res, 404, 'notFound', `File not found: ${fileId}.`)
    if (sub === 'permissions') return permissions(req, res, file, url, body, permissionId)
    if (req.method === 'PATCH') {
      if (typeof body.copyRequiresWriterPermission === 'boolean') file.copyRequiresWriterPermission = body.copyRequiresWriterPermission
      return json(res, 200, { id: file.id })
    }
    return json(res, 200, { id: file.id, name: file.name })
  }

  let browserAccount: string | null = null
  async function gsi(res: ServerResponse, url: URL) {
    // the page asks from its own origin, as it would ask accounts.google.com
    res.setHeader('access-control-allow-origin', '*')
    if (url.pathname === '/gsi/client') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
      return res.end(GSI_CLIENT)
    }
    if (url.pathname !== '/gsi/fake-credential' || !browserAccount) return json(res, 401, { error: 'not signed in to Google' })
    return json(res, 200, { credential: await idToken(browserAccount, {}, url.searchParams.get('client_id') ?? '') })
  }

  const jwk = { ...(await exportJWK(publicKey)), kid: ID_TOKEN_KID, alg: 'RS256', use: 'sig' }
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.google')
    if (url.pathname === '/oauth2/v3/certs') return json(res, 200, { keys: [jwk] })
    if (url.pathname.startsWith('/gsi/')) return void gsi(res, url).catch((error: unknown) => json(res, 500, { error: String(error) }))
    const handler = url.pathname === '/token' ? token(req, res) : url.pathname.startsWith('/drive/v3/files') ? drive(req, res, url) : Promise.resolve(json(res, 404, {}))
    handler.catch((error: unknown) => json(res, 500, { error: { code: 500, message: String(error) } }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: base,
    env: {
      GOOGLE_SERVICE_ACCOUNT_KEY: SERVICE_ACCOUNT_KEY,
      GOOGLE_DRIVE_SUBJECT: SUBJECT,
      GOOGLE_API_URL: base,
      GOOGLE_TOKEN_URL: `${base}/token`,
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: `${base}/oauth2/v3/certs`,
    },
    files,
    requests,
    signInBrowser(email) {
      browserAccount = email
    },
    addFile(id, name = `Vidéo ${id}`, options = {}) {
      const owner: FakePermission = { id: 'perm-owner', type: 'user', role: 'owner', emailAddress: SUBJECT }
      const extra = (options.permissions ?? []).map((p, i) => ({ ...p, id: `perm-extra-${i}` }))
      const file: FakeFile = { id, name, permissions: [owner, ...extra], copyRequiresWriterPermission: false, refusesExpiry: options.refusesExpiry ?? false }
      files.set(id, file)
      return file
    },
    failNext(fault, count = 1) {
      for (let i = 0; i < count; i++) faults.push(fault)
    },
    readers(fileId) {
      return (files.get(fileId)?.permissions ?? []).filter((p) => p.role === 'reader' && p.type === 'user').map((p) => p.emailAddress ?? '')
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
