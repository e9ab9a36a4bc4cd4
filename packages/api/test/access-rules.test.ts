import { describe, expect, it } from 'vitest'
import { type AccessGrant, canWatch, DAY_MS } from '../src/domain/access-rules.ts'

const NOW = Date.parse('2026-11-22T12:00:00Z')
const expiries = { unlimited: null, unexpired: new Date(NOW + DAY_MS).toISOString(), expired: new Date(NOW - 1000).toISOString() }
const videos = {
  free: { is_free: true, module_name: 'Algèbre' },
  paidInModule: { is_free: false, module_name: 'Analyse' },
  paidOtherModule: { is_free: false, module_name: 'Géométrie' },
  paidNoModule: { is_free: false, module_name: null },
}

// What each type opens while the access is valid (DESIGN §5); a partial access opens 'Analyse'.
const OPENS: Record<string, (keyof typeof videos)[]> = {
  standard: ['free', 'paidInModule', 'paidOtherModule', 'paidNoModule'],
  full: ['free', 'paidInModule', 'paidOtherModule', 'paidNoModule'],
  trial: ['free'],
  partial: ['free', 'paidInModule'],
}

describe('canWatch: access type × active × expiry × video', () => {
  for (const [type, opened] of Object.entries(OPENS)) {
    for (const is_active of [true, false]) {
      for (const [expiry, expires_at] of Object.entries(expiries)) {
        for (const [kind, video] of Object.entries(videos)) {
          const valid = is_active && expiry !== 'expired'
          const expected = valid && opened.includes(kind as keyof typeof videos)
          it(`${type} ${is_active ? 'active' : 'inactive'} ${expiry} → ${kind}: ${expected ? 'watch' : 'locked'}`, () => {
            const access: AccessGrant = { access_type: type, is_active, expires_at, modules: ['Analyse'] }
            expect(canWatch(access, video, NOW)).toBe(expected)
          })
        }
      }
    }
  }

  it('refuses an unknown access type', () => {
    expect(canWatch({ access_type: 'link', is_active: true, expires_at: null, modules: [] }, videos.free, NOW)).toBe(false)
  })

  it('treats the exact expiry instant as expired', () => {
    const access = { access_type: 'standard', is_active: true, expires_at: new Date(NOW).toISOString(), modules: [] }
    expect(canWatch(access, videos.free, NOW)).toBe(false)
  })
})
