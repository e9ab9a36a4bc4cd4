import type { Database } from '@tutorat/db'
import type { DriveGateway } from './domain/drive/gateway.ts'
import type { PaymentGateway } from './domain/payments/gateway.ts'
import type { LoginThrottle } from './auth/login-throttle.ts'
import type { FileStore } from './files.ts'
import type { VideoFiles } from './video-files.ts'
import type { Limiter } from './limits/limiter.ts'
import type { PublicCache } from './public-cache.ts'
import type { ApiSettings } from './settings.ts'

/** Long-lived things every request shares; built once at start-up. */
export interface Services {
  db: Database
  settings: ApiSettings
  loginThrottle: LoginThrottle
  /** The named per-IP / per-student limits the procedures apply (limits/middleware.ts). */
  limiter: Limiter
  /** Public uploads (images); served under /uploads. */
  files: FileStore
  /** Private files (CVs): never served as such, only streamed by a procedure-checked shim. */
  privateFiles: FileStore
  /** Answers of the public lists, shared by every visitor for a moment (public-cache.ts). */
  publicCache: PublicCache
  /** The bytes of hosted videos (DESIGN §17): private, streamed only through a signed play. */
  videoFiles: VideoFiles
  /** The Google Drive connection (DESIGN §16); absent when GOOGLE_SERVICE_ACCOUNT_KEY is unset. */
  drive?: DriveGateway | undefined
  /** The card gateway (DESIGN §18, YouCan Pay); absent when its keys are unset: transfers only. */
  cardGateway?: PaymentGateway | undefined
}

export interface RequestInfo {
  /** Raw `Authorization` header, verified lazily by the role procedures. */
  authorization?: string | undefined
  ip: string
  userAgent?: string | undefined
  /**
   * The operator's command line (scripts/admin.ts): acts as a super admin that no token names.
   * Set only by code on this machine, never from a request.
   */
  systemActor?: true
  /**
   * Code on this machine acting as the admin its token names, at start-up (SEED_DEMO): the
   * two-factor gate, meant for people who signed in, does not stop it. Never set from a request.
   */
  startUpTask?: true
}

export type Context = Services & RequestInfo

/** Builds a context without an HTTP request: tests, scripts and the REST shims use it. */
export function createContextInner(services: Services, request: RequestInfo): Context {
  return { ...services, ...request }
}
