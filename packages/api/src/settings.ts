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
}
