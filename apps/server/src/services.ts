import { type ApiSettings, memoryLoginThrottle, type Services } from '@tutorat/api'
import { siteSettingsSchema, type SiteSettings } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { join } from 'node:path'
import type { Config } from './config.ts'
import { localFileStore } from './files/local-store.ts'

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

export function createServices(config: Config, db: Database): Services {
  const settings = apiSettings(config)
  return {
    db,
    settings,
    loginThrottle: memoryLoginThrottle({ maxFailures: settings.login.maxFailuresPerAccount, lockMinutes: settings.login.lockMinutes }),
    files: localFileStore(join(config.DATA_DIR, 'uploads')),
    privateFiles: localFileStore(join(config.DATA_DIR, 'private')),
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
  }
}
