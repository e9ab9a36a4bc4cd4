import { type ApiSettings, createLimiter, type PaymentGateway, youCanPayGateway, createLoginThrottle, createPublicCache, type CounterFactory, memoryCounters, redisCounters, type Services } from '@tutorat/api'
import { siteSettingsSchema, type SiteSettings } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { Redis } from 'ioredis'
import { join } from 'node:path'
import type { Config } from './config.ts'
import { localFileStore } from './files/local-store.ts'
import { broadcastingCache } from './public-cache-bus.ts'
import { type HostedVideoStore, hostedVideoStore } from './videos/store.ts'

export function apiSettings(config: Config): ApiSettings {
  return {
    jwtSecret: config.JWT_SECRET,
    publicUrl: config.PUBLIC_URL,
    adminTokenTtl: '12h',
    studentTokenTtl: '30d',
    maxStudentDevices: config.MAX_STUDENT_DEVICES,
    login: { maxFailuresPerAccount: config.LOGIN_MAX_FAILURES, lockMinutes: config.LOGIN_LOCK_MINUTES },
    googleClientId: config.GOOGLE_CLIENT_ID,
    requireAdminTwoFactor: config.REQUIRE_ADMIN_2FA ?? false,
    googleJwksUrl: config.GOOGLE_JWKS_URL,
    hostedVideos: {
      maxBytes: config.VIDEO_MAX_BYTES,
      streamTtlSeconds: config.STREAM_URL_TTL_SECONDS,
      maxOpenUploadsPerAdmin: config.VIDEO_UPLOADS_PER_ADMIN,
    },
    site: siteSettings(config),
    instalmentGraceDays: config.INSTALMENT_GRACE_DAYS,
    seller: {
      legal_name: config.SITE_LEGAL_NAME || null,
      address: config.SITE_ADDRESS || null,
      ice: config.SITE_ICE || null,
      rc: config.SITE_RC || null,
      if: config.SITE_IF || null,
    },
  }
}

/** The API's services and what only the HTTP side uses: the hosted videos' store with its tus half. */
export interface ServerServices extends Services {
  videoStore: HostedVideoStore
}

/**
 * `redis` is the instance's connection when REDIS_URL is set (server.ts opens it). The S3 and Google
 * SDKs load only when configured: a machine without them keeps their megabytes.
 */
export async function createServices(config: Config, db: Database, redis?: Redis): Promise<ServerServices> {
  const settings = apiSettings(config)
  const [videoStore, stores, drive] = await Promise.all([hostedVideoStore(config), fileStores(config), driveGateway(config)])
  return {
    videoStore,
    videoFiles: videoStore.files,
    db,
    settings,
    ...limits(config, redis),
    publicCache: redis
      ? broadcastingCache(createPublicCache(config.PUBLIC_CACHE_MS), redis, config.REDIS_KEY_PREFIX)
      : createPublicCache(config.PUBLIC_CACHE_MS),
    ...stores,
    drive,
    cardGateway: cardGateway(config),
  }
}

/** DESIGN §18: card payments through YouCan Pay when both keys are set; unset, transfers only. */
function cardGateway(config: Config): PaymentGateway | undefined {
  if (!config.YOUCANPAY_PRIVATE_KEY || !config.YOUCANPAY_PUBLIC_KEY) return undefined
  return youCanPayGateway({ privateKey: config.YOUCANPAY_PRIVATE_KEY, apiUrl: config.YOUCANPAY_API_URL })
}

/** DESIGN §16: the Drive connection when both variables are set; unset, courses stay in « lien » mode. */
async function driveGateway(config: Config) {
  if (!config.GOOGLE_SERVICE_ACCOUNT_KEY || !config.GOOGLE_DRIVE_SUBJECT) return undefined
  const { googleDrive } = await import('./drive/google.ts')
  return googleDrive({
    serviceAccountKey: config.GOOGLE_SERVICE_ACCOUNT_KEY,
    subject: config.GOOGLE_DRIVE_SUBJECT,
    apiUrl: config.GOOGLE_API_URL,
    tokenUrl: config.GOOGLE_TOKEN_URL,
  })
}

/** Public uploads and private CVs: DATA_DIR on one machine, one bucket (two prefixes) with S3_BUCKET. */
async function fileStores(config: Config): Promise<Pick<Services, 'files' | 'privateFiles'>> {
  if (!config.S3_BUCKET) {
    return { files: localFileStore(join(config.DATA_DIR, 'uploads')), privateFiles: localFileStore(join(config.DATA_DIR, 'private')) }
  }
  const { createS3Client, s3FileStore } = await import('./files/s3-store.ts')
  const client = createS3Client(config)
  return { files: s3FileStore(client, config.S3_BUCKET, 'uploads/'), privateFiles: s3FileStore(client, config.S3_BUCKET, 'private/') }
}

/** Rate limits and lockouts: in memory on one machine, in Redis with REDIS_URL (every instance counts alike). */
function limits(config: Config, redis: Redis | undefined): Pick<Services, 'limiter' | 'loginThrottle'> {
  const counters: CounterFactory = redis ? redisCounters(redis, config.REDIS_KEY_PREFIX) : memoryCounters
  const tenMinutes = 600
  return {
    limiter: createLimiter(counters, {
      signIn: { points: config.LOGIN_RATE_PER_MINUTE, seconds: 60 },
      publicForm: { points: config.FORM_RATE_PER_10_MINUTES, seconds: tenMinutes },
      redeemPerStudent: { points: config.REDEEM_RATE_PER_10_MINUTES, seconds: tenMinutes },
      redeemPerIp: { points: config.REDEEM_IP_RATE_PER_10_MINUTES, seconds: tenMinutes },
      resetPerEmail: { points: config.RESET_RATE_PER_EMAIL_PER_HOUR, seconds: 3600 },
      paymentPerStudent: { points: config.PAYMENT_RATE_PER_HOUR, seconds: 3600 },
      examPerStudent: { points: config.EXAM_RATE_PER_MINUTE, seconds: 60 },
      playPerStudent: { points: config.PLAY_RATE_PER_MINUTE, seconds: 60 },
      profilePerStudent: { points: config.PROFILE_RATE_PER_HOUR, seconds: 3600 },
    }),
    loginThrottle: createLoginThrottle(counters, {
      maxFailures: config.LOGIN_MAX_FAILURES,
      lockMinutes: config.LOGIN_LOCK_MINUTES,
      accountMaxFailuresPerHour: config.LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR,
    }),
  }
}

const SOCIAL_KINDS = siteSettingsSchema.shape.socials.element.shape.kind.options

/** The one place the public contact and payment details come from (README § Configuration). */
export function siteSettings(config: Config): SiteSettings {
  const socials = config.SITE_SOCIALS.split(',')
    .map((entry) => entry.split('|').map((part) => part.trim()))
    .flatMap(([label, url, kind]) => {
      const known = SOCIAL_KINDS.find((k) => k === kind)
      return label && url?.startsWith('https://') && known ? [{ label, url, kind: known }] : []
    })
  return {
    name: config.SITE_NAME,
    whatsapp_number: config.SITE_WHATSAPP_NUMBER.replace(/\s/g, ''),
    contact_email: config.SITE_CONTACT_EMAIL,
    service_hours: '7j/24',
    bank: {
      bank_name: config.SITE_BANK_NAME,
      account_holder: config.SITE_BANK_HOLDER,
      rib: config.SITE_BANK_RIB,
      iban: config.SITE_BANK_IBAN,
      swift: config.SITE_BANK_SWIFT,
    },
    socials,
    google_client_id: config.GOOGLE_CLIENT_ID ?? null,
    card_payments: Boolean(config.YOUCANPAY_PRIVATE_KEY && config.YOUCANPAY_PUBLIC_KEY),
  }
}
