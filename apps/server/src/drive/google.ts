import { existsSync, readFileSync } from 'node:fs'
import { drive as driveClient, type drive_v3 } from '@googleapis/drive'
import { DriveError, type DriveFailure, type DriveGateway, type DrivePermission } from '@tutorat/api'
import { JWT } from 'google-auth-library'
import { ConfigError } from '../config.ts'

// DESIGN §16: Google's own clients. The service account signs a JWT assertion naming the
// Workspace user (`subject`, domain-wide delegation) and acts as that user on Drive.
// google-auth-library posts the assertion to a fixed https://oauth2.googleapis.com/token: a
// request interceptor on its transporter sends it to GOOGLE_TOKEN_URL instead (tests, checks);
// the Drive client takes GOOGLE_API_URL as its `rootUrl`.

const SCOPE = 'https://www.googleapis.com/auth/drive'
const LIBRARY_TOKEN_URL = 'https://oauth2.googleapis.com/token'
/** Drive's reasons for « slow down » (403/429) that a later try gets through. */
const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'sharingRateLimitExceeded', 'backendError'])
const TIMEOUT_MS = 30_000

export interface GoogleDriveOptions {
  serviceAccountKey: string
  subject: string
  apiUrl: string
  tokenUrl: string
}

interface ServiceAccountKey {
  client_email: string
  private_key: string
}

/** The key as JSON, or a path to the JSON file; a clear start-up error otherwise. */
export function readServiceAccountKey(value: string): ServiceAccountKey {
  const text = value.trim().startsWith('{') ? value : existsSync(value) ? readFileSync(value, 'utf8') : null
  if (text === null) throw new ConfigError(`Configuration invalide :\n  GOOGLE_SERVICE_ACCOUNT_KEY : fichier introuvable (${value}).`)
  let parsed: Partial<ServiceAccountKey>
  try {
    parsed = JSON.parse(text) as Partial<ServiceAccountKey>
  } catch {
    throw new ConfigError('Configuration invalide :\n  GOOGLE_SERVICE_ACCOUNT_KEY : JSON illisible (la clé JSON du compte de service, ou le chemin du fichier).')
  }
  if (typeof parsed.client_email !== 'string' || typeof parsed.private_key !== 'string')
    throw new ConfigError('Configuration invalide :\n  GOOGLE_SERVICE_ACCOUNT_KEY : client_email et private_key manquent (clé JSON d’un compte de service attendue).')
  return { client_email: parsed.client_email, private_key: parsed.private_key }
}

function authClient(options: GoogleDriveOptions, key: ServiceAccountKey): JWT {
  const jwt = new JWT({ email: key.client_email, key: key.private_key, scopes: [SCOPE], subject: options.subject })
  if (options.tokenUrl !== LIBRARY_TOKEN_URL) {
    jwt.transporter.interceptors.request.add({
      resolved: async (config) => {
        if (String(config.url) === LIBRARY_TOKEN_URL) config.url = new URL(options.tokenUrl)
        return config
      },
    })
  }
  return jwt
}

interface GoogleErrorShape {
  status?: number
  message?: string
  response?: { status?: number; data?: { error?: { message?: string; errors?: { reason?: string }[] } } }
}

/** What Drive's answer means for us (Drive: 403/429 rate limits, 5xx, 404 notFound, 400 cannotSetExpiration). */
export function driveFailure(error: unknown): DriveError {
  const shape = (error ?? {}) as GoogleErrorShape
  const status = shape.response?.status ?? shape.status ?? 0
  const body = shape.response?.data?.error
  const reasons = (body?.errors ?? []).map((e) => e.reason ?? '')
  const said = body?.message ?? shape.message ?? String(error)
  let failure: DriveFailure = 'permanent'
  if (reasons.includes('cannotSetExpiration') || reasons.includes('expirationDatesMustBeInTheFuture')) failure = 'cannot_set_expiration'
  else if (status === 404) failure = 'not_found'
  else if (status === 0 || status === 429 || status >= 500 || reasons.some((r) => RATE_REASONS.has(r))) failure = 'retry'
  return new DriveError(`Google Drive (HTTP ${status || '—'}${reasons[0] ? `, ${reasons[0]}` : ''}) : ${said}`.slice(0, 500), failure)
}

async function call<T>(run: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await run()).data
  } catch (error) {
    throw driveFailure(error)
  }
}

const toPermission = (p: drive_v3.Schema$Permission): DrivePermission => ({
  id: p.id ?? '',
  type: (p.type ?? 'user') as DrivePermission['type'],
  role: p.role ?? 'reader',
  emailAddress: p.emailAddress ?? undefined,
  domain: p.domain ?? undefined,
  expirationTime: p.expirationTime ?? undefined,
})

export function googleDrive(options: GoogleDriveOptions): DriveGateway {
  const key = readServiceAccountKey(options.serviceAccountKey)
  const api = driveClient({ version: 'v3', auth: authClient(options, key), rootUrl: `${options.apiUrl.replace(/\/+$/, '')}/`, retry: false, timeout: TIMEOUT_MS })
  const shared = { supportsAllDrives: true }
  return {
    subject: options.subject,
    async getFile(fileId) {
      const file = await call(() => api.files.get({ fileId, fields: 'id,name', ...shared }))
      return { id: file.id ?? fileId, name: file.name ?? fileId }
    },
    async listPermissions(fileId) {
      const all: DrivePermission[] = []
      let pageToken: string | undefined
      do {
        const page = await call(() =>
          api.permissions.list({ fileId, pageToken, pageSize: 100, fields: 'nextPageToken,permissions(id,type,role,emailAddress,domain,expirationTime)', ...shared }),
        )
        all.push(...(page.permissions ?? []).map(toPermission))
        pageToken = page.nextPageToken ?? undefined
      } while (pageToken)
      return all
    },
    async addReader(fileId, email, expiresAt) {
      const requestBody: drive_v3.Schema$Permission = { type: 'user', role: 'reader', emailAddress: email, ...(expiresAt ? { expirationTime: expiresAt } : {}) }
      const created = await call(() => api.permissions.create({ fileId, sendNotificationEmail: false, requestBody, fields: 'id,type,role,emailAddress,expirationTime', ...shared }))
      return toPermission(created)
    },
    async deletePermission(fileId, permissionId) {
      await call(() => api.permissions.delete({ fileId, permissionId, ...shared }))
    },
    async restrictCopying(fileId) {
      await call(() => api.files.update({ fileId, requestBody: { copyRequiresWriterPermission: true }, fields: 'id', ...shared }))
    },
  }
}
