import { COUPON_SOURCES } from '@tutorat/contracts'

export type CouponSource = (typeof COUPON_SOURCES)[number]
export const SOURCE_LABELS: Record<CouponSource, string> = { promo: 'Codes promo', parrainage: 'Codes de parrainage' }

/** The URL keeps the list's one filter: promo codes or referral codes (absent: both). */
export interface CouponsSearch {
  source?: CouponSource
}

export function parseCouponsSearch(raw: Record<string, unknown>): CouponsSearch {
  const source = COUPON_SOURCES.find((value) => value === raw.source)
  return source ? { source } : {}
}

export const exportUrl = (search: CouponsSearch) => `/api/admin/coupons/export${search.source ? `?source=${search.source}` : ''}`
