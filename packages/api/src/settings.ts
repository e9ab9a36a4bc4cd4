import type { SiteSettings } from '@tutorat/contracts'

/** What the domain layer needs to know of the configuration (built from the server's config). */
export interface ApiSettings {
  jwtSecret: string
  publicUrl: string
  adminTokenTtl: string
  studentTokenTtl: string
  maxStudentDevices: number
  login: { maxFailuresPerAccount: number; lockMinutes: number }
  /** REQUIRE_ADMIN_2FA: a super admin without two-factor sign-in may only enrol. */
  requireAdminTwoFactor: boolean
  /** Google sign-in: audience of the ID tokens (off when unset) and where Google's keys are. */
  googleClientId?: string | undefined
  googleJwksUrl: string
  /** Public contact and payment details shown on the site. */
  site: SiteSettings
  /** Videos hosted by the platform (DESIGN §17). */
  hostedVideos: HostedVideoSettings
  /** INSTALMENT_GRACE_DAYS (DESIGN §18): frozen on each instalment plan when it is sold. */
  instalmentGraceDays: number
  /** Who sells, printed on receipts where set (DESIGN §18). */
  seller: SellerIdentity
}

/** The seller's legal identity (SITE_LEGAL_NAME, SITE_ADDRESS and the Moroccan identifiers); null: not configured. */
export interface SellerIdentity {
  legal_name: string | null
  address: string | null
  ice: string | null
  rc: string | null
  if: string | null
}

/** VIDEO_MAX_BYTES, STREAM_URL_TTL_SECONDS and the cap of unfinished uploads per admin. */
export interface HostedVideoSettings {
  maxBytes: number
  streamTtlSeconds: number
  maxOpenUploadsPerAdmin: number
}
