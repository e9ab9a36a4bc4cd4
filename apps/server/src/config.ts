import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { z } from 'zod'

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((value) => ['1', 'true', 'yes'].includes(value))
  .optional()

const repoRoot = resolve(new URL('../../..', import.meta.url).pathname)

/** Every environment variable the platform reads, in one place (README § Configuration). */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET doit faire au moins 32 caractères').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD doit faire au moins 8 caractères').optional(),
  ADMIN_NAME: z.string().min(1).default('Super administrateur'),
  SEED_DEMO: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty` (readable lines) or `json`; unset: readable when the output is a terminal. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  WEB_DIST_DIR: z.string().default(join(repoRoot, 'apps/web/dist')),
  TRUST_PROXY: flag,
  MAX_STUDENT_DEVICES: z.coerce.number().int().min(1).default(2),
  /** 1: super admins must turn on two-factor sign-in before using anything but « Mon profil ». */
  REQUIRE_ADMIN_2FA: flag,
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  FORM_RATE_PER_10_MINUTES: z.coerce.number().int().min(1).default(10),
  /** ASVS V2.2.1: one account, from any IP, is locked only past this many failures within an hour (≤ 100). */
  LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR: z.coerce.number().int().min(1).max(100).default(100),
  /** Course code and join link redemptions (DESIGN §5): per student, and per IP (a school may share one). */
  REDEEM_RATE_PER_10_MINUTES: z.coerce.number().int().min(1).default(10),
  REDEEM_IP_RATE_PER_10_MINUTES: z.coerce.number().int().min(1).default(30),
  /** Password-reset mails per address and hour (DESIGN §10): past it the answer stays the same and nothing is sent. */
  RESET_RATE_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).max(100).default(3),
  /** DESIGN §18: days after an instalment's due date before its unpaid part pauses the access (frozen on each plan at the sale). */
  INSTALMENT_GRACE_DAYS: z.coerce.number({ error: 'INSTALMENT_GRACE_DAYS doit être un nombre de jours.' }).int('INSTALMENT_GRACE_DAYS doit être un nombre entier de jours.').min(0, 'INSTALMENT_GRACE_DAYS ne peut pas être négatif.').max(30, 'INSTALMENT_GRACE_DAYS ne peut pas dépasser 30 jours.').default(3),
  /** Payment requests, proofs, re-openings and cancellations per student and hour (DESIGN §11). */
  PAYMENT_RATE_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(30),
  /** Starts, answers and submissions of exam papers per student and minute (DESIGN §13): a fast student saves a few per minute. */
  EXAM_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Video play starts per student and minute (DESIGN §16): a student clicking through a course starts a few. */
  PLAY_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Changes a student makes to their own account (profile, password, devices) per hour (issue 29): a few a visit. */
  PROFILE_RATE_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** DESIGN §17: the largest hosted video an admin may upload (bytes; default 2 GiB). */
  VIDEO_MAX_BYTES: z.coerce.number().int().min(1_048_576).max(1024 ** 4).default(2 * 1024 ** 3),
  /** How long a hosted video's stream address (and S3's presigned one) is accepted, in seconds. */
  STREAM_URL_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  /** Unfinished video uploads an admin may have at once (each holds disk until finished or swept). */
  VIDEO_UPLOADS_PER_ADMIN: z.coerce.number().int().min(1).max(1000).default(10),
  /** How long the public lists are served from memory (0: never); any change made here empties it at once. */
  PUBLIC_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  // DESIGN §16, the Drive connection: a service account acting, by domain-wide delegation, as the owner of the course files
  /** path to the service account's JSON key, or the JSON itself */
  GOOGLE_SERVICE_ACCOUNT_KEY: z.string().min(1).optional(),
  GOOGLE_DRIVE_SUBJECT: z.email('GOOGLE_DRIVE_SUBJECT : l’adresse Google Workspace qui possède les vidéos, ex. cours@tutorat-maroc.ma').optional(),
  GOOGLE_API_URL: z.url().default('https://www.googleapis.com'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  SITE_NAME: z.string().min(1).default('Tutorat Maroc'),
  SITE_WHATSAPP_NUMBER: z.string().regex(/^\+?[\d\s]{8,20}$/, 'SITE_WHATSAPP_NUMBER : numéro international, ex. +212600000000').default('+212 6 00 00 00 00'),
  SITE_CONTACT_EMAIL: z.email().default('contact@tutorat-maroc.ma'),
  SITE_BANK_NAME: z.string().default('Banque Populaire'),
  SITE_BANK_HOLDER: z.string().default('Tutorat Maroc SARL'),
  SITE_BANK_RIB: z.string().default('190 780 21211 0000000000 00 12'),
  SITE_BANK_IBAN: z.string().default('MA64 1907 8021 2110 0000 0000 0012'),
  SITE_BANK_SWIFT: z.string().default('BCPOMAMC'),
  // DESIGN §18, the seller on receipts: each line is printed when set
  SITE_LEGAL_NAME: z.string().trim().max(200).optional(),
  SITE_ADDRESS: z.string().trim().max(300).optional(),
  /** Identifiant Commun de l’Entreprise: 15 digits */
  SITE_ICE: z.string().trim().regex(/^(\d{15})?$/, 'SITE_ICE : l’ICE a 15 chiffres, ex. 001234567000089').optional(),
  SITE_RC: z.string().trim().max(60).optional(),
  SITE_IF: z.string().trim().max(60).optional(),
  /** `label|url|kind` entries separated by commas; kind: whatsapp, facebook, instagram, youtube, telegram, tiktok */
  SITE_SOCIALS: z.string().default(''),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  // DESIGN §8, several instances: shared rate limits and lockouts, uploads on object storage
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'REDIS_URL : adresse redis:// ou rediss://').optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('tutorat:'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag,
  // DESIGN §10, the channels of the outbox: none set = in the app only (and the log in development)
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^/\s]/, 'SMTP_URL : adresse smtp:// ou smtps://, ex. smtps://utilisateur:motdepasse@smtp.example.ma').optional(),
  /** the sender of every mail; unset: `"SITE_NAME" <no-reply@host of PUBLIC_URL>` */
  MAIL_FROM: z.string().min(3).max(320).optional(),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d{5,30}$/, 'WHATSAPP_PHONE_NUMBER_ID : l’identifiant numérique du numéro (WhatsApp Manager › Numéros de téléphone)').optional(),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v26.0'),
  /** 0: this instance sends no message (web only); another instance must run the worker */
  MESSAGES_WORKER: flag,
  // DESIGN §18, cards through YouCan Pay: offered only when both keys are set (sandbox keys work the same)
  YOUCANPAY_PRIVATE_KEY: z.string().trim().min(1).optional(),
  YOUCANPAY_PUBLIC_KEY: z.string().trim().min(1).optional(),
  /** the sandbox: https://youcanpay.com/sandbox/api */
  YOUCANPAY_API_URL: z.url('YOUCANPAY_API_URL : l’adresse de l’API YouCan Pay, ex. https://youcanpay.com/api').default('https://youcanpay.com/api'),
})

export type RawConfig = z.infer<typeof configSchema>

export interface Config extends Omit<RawConfig, 'SEED_DEMO' | 'TRUST_PROXY' | 'JWT_SECRET' | 'PUBLIC_URL' | 'S3_FORCE_PATH_STYLE' | 'MAIL_FROM' | 'MESSAGES_WORKER'> {
  SEED_DEMO: boolean
  MAIL_FROM: string
  MESSAGES_WORKER: boolean
  TRUST_PROXY: boolean
  S3_FORCE_PATH_STYLE: boolean
  JWT_SECRET: string
  PUBLIC_URL: string
  DATA_DIR: string
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; nothing else in the code reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')} : ${issue.message}`)
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`)
  }
  const raw = parsed.data
  if (Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Configuration invalide :\n  S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble (ou aucun des deux).')
  }
  if (Boolean(raw.WHATSAPP_TOKEN) !== Boolean(raw.WHATSAPP_PHONE_NUMBER_ID)) {
    throw new ConfigError('Configuration invalide :\n  WHATSAPP_TOKEN et WHATSAPP_PHONE_NUMBER_ID vont ensemble (ou aucun des deux).')
  }
  if (Boolean(raw.YOUCANPAY_PRIVATE_KEY) !== Boolean(raw.YOUCANPAY_PUBLIC_KEY)) {
    throw new ConfigError('Configuration invalide :\n  YOUCANPAY_PRIVATE_KEY et YOUCANPAY_PUBLIC_KEY vont ensemble (ou aucune des deux).')
  }
  if (Boolean(raw.GOOGLE_SERVICE_ACCOUNT_KEY) !== Boolean(raw.GOOGLE_DRIVE_SUBJECT)) {
    throw new ConfigError('Configuration invalide :\n  GOOGLE_SERVICE_ACCOUNT_KEY et GOOGLE_DRIVE_SUBJECT vont ensemble (ou aucun des deux).')
  }
  const dataDir = resolve(raw.DATA_DIR)
  const embedded = !raw.DATABASE_URL
  const publicUrl = (raw.PUBLIC_URL ?? `http://${raw.HOST === '0.0.0.0' ? 'localhost' : raw.HOST}:${raw.PORT}`).replace(/\/$/, '')
  return {
    ...raw,
    DATA_DIR: dataDir,
    SEED_DEMO: raw.SEED_DEMO ?? embedded,
    TRUST_PROXY: raw.TRUST_PROXY ?? false,
    S3_FORCE_PATH_STYLE: raw.S3_FORCE_PATH_STYLE ?? false,
    JWT_SECRET: resolveJwtSecret(raw, dataDir),
    PUBLIC_URL: publicUrl,
    MAIL_FROM: raw.MAIL_FROM ?? defaultSender(raw.SITE_NAME, publicUrl),
    MESSAGES_WORKER: raw.MESSAGES_WORKER ?? true,
  }
}

/** `"Tutorat Maroc" <no-reply@tutorat.example.ma>`: the site's name, at the host of its public address. */
function defaultSender(siteName: string, publicUrl: string): string {
  const host = URL.parse(publicUrl)?.hostname.replace(/^www\./, '') || 'localhost'
  return `"${siteName.replace(/["\\]/g, '\\$&')}" <no-reply@${host}>`
}

/**
 * DESIGN §3: JWT_SECRET when set; otherwise, on the embedded database, a secret generated
 * once into DATA_DIR/secret (0600); a production PostgreSQL deployment must set it.
 */
function resolveJwtSecret(raw: RawConfig, dataDir: string): string {
  if (raw.JWT_SECRET) return raw.JWT_SECRET
  if (raw.DATABASE_URL && raw.NODE_ENV === 'production') {
    throw new ConfigError(
      'JWT_SECRET est obligatoire en production avec DATABASE_URL (au moins 32 caractères, par ex. `openssl rand -hex 32`).',
    )
  }
  const file = join(dataDir, 'secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
