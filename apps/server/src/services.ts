import { type ApiSettings, createPublicCache, type LoginThrottle, memoryLoginThrottle, redisLoginThrottle, type Services } from '@tutorat/api'
import { siteSettingsSchema, type SiteSettings } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { Redis } from 'ioredis'
import { join } from 'node:path'
import type { Config } from './config.ts'
import { localFileStore } from './files/local-store.ts'
import { createS3Client, s3FileStore } from './files/s3-store.ts'

export function apiSettings(config: Config): ApiSettings {
  return {
    jwtSecret: config.JWT_SECRET,
    publicUrl: config.PUBLIC_URL,
    adminTokenTtl: '12h',
    studentTokenTtl: '30d',
    maxStudentDevices: config.MAX_STUDENT_DEVICES,
    login: { maxFailuresPerAccount: config.LOGIN_MAX_FAILURES, lockMinutes: config.LOGIN_LOCK_MINUTES },
    googleClientId: config.GOOGLE_CLIENT_ID,
    googleJwksUrl: config.GOOGLE_JWKS_URL,
    site: siteSettings(config),
  }
}

/** `redis` is the instance's connection when REDIS_URL is set (server.ts opens it). */
export function createServices(config: Config, db: Database, redis?: Redis): Services {
  const settings = apiSettings(config)
  return {
    db,
    settings,
    loginThrottle: loginThrottle(config, redis),
    publicCache: createPublicCache(config.PUBLIC_CACHE_MS),
    ...fileStores(config),
  }
}

/** Public uploads and private CVs: DATA_DIR on one machine, one bucket (two prefixes) with S3_BUCKET. */
function fileStores(config: Config): Pick<Services, 'files' | 'privateFiles'> {
  if (!config.S3_BUCKET) {
    return { files: localFileStore(join(config.DATA_DIR, 'uploads')), privateFiles: localFileStore(join(config.DATA_DIR, 'private')) }
  }
  const client = createS3Client(config)
  return { files: s3FileStore(client, config.S3_BUCKET, 'uploads/'), privateFiles: s3FileStore(client, config.S3_BUCKET, 'private/') }
}

function loginThrottle(config: Config, redis: Redis | undefined): LoginThrottle {
  const options = { maxFailures: config.LOGIN_MAX_FAILURES, lockMinutes: config.LOGIN_LOCK_MINUTES }
  return redis ? redisLoginThrottle(redis, { ...options, keyPrefix: config.REDIS_KEY_PREFIX }) : memoryLoginThrottle(options)
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
  }
}
