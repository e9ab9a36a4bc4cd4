// DESIGN §5: what an access lets a student watch. Pure functions, tested as a table.

export interface AccessGrant {
  access_type: string
  is_active: boolean
  expires_at: string | null
  modules: string[]
}

export interface VideoGate {
  is_free: boolean
  module_name: string | null
}

export const DAY_MS = 86_400_000

export const isExpired = (access: Pick<AccessGrant, 'expires_at'>, now = Date.now()) =>
  access.expires_at !== null && Date.parse(access.expires_at) <= now

export const isValid = (access: AccessGrant, now = Date.now()) => access.is_active && !isExpired(access, now)

/** May this access play this video? (`standard`/`full`: all; `trial`: free; `partial`: free + its modules.) */
export function canWatch(access: AccessGrant, video: VideoGate, now = Date.now()): boolean {
  if (!isValid(access, now)) return false
  switch (access.access_type) {
    case 'standard':
    case 'full':
      return true
    case 'trial':
      return video.is_free
    case 'partial':
      return video.is_free || (video.module_name !== null && access.modules.includes(video.module_name))
    default:
      return false
  }
}

/** `expires_at` for a duration starting at `from` (0 days = unlimited). */
export const expiryFrom = (durationDays: number, from = Date.now()) =>
  durationDays === 0 ? null : new Date(from + durationDays * DAY_MS).toISOString()
