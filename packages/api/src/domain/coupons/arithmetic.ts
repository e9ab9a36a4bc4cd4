import { COUPON_RULES, type CouponKind, type QuotePart } from '@tutorat/contracts'

// DESIGN §18: what a coupon takes off, in whole dirhams (every amount of a request is an integer of
// dirhams: the transfer, the receipt, the instalments). Integer arithmetic only, so a price is the
// same on every machine and the parts always add up to the total.

export interface CouponTerms {
  kind: CouponKind
  value: number
}

/** Days between two parts of a plan (DESIGN §18: one part every 30 days). */
export const PART_INTERVAL_DAYS = 30

/**
 * The discount on `total` dirhams paid in `partCount` payments: a percent rounded to the nearest
 * dirham (half up), or the fixed amount; capped so that each payment keeps at least
 * `COUPON_RULES.minAmountMad`.
 */
export function discountOn(total: number, coupon: CouponTerms, partCount = 1): number {
  const room = total - COUPON_RULES.minAmountMad * partCount
  if (room <= 0) return 0
  const wanted = coupon.kind === 'percent' ? Math.floor((total * coupon.value + 50) / 100) : coupon.value
  return Math.min(Math.max(wanted, 0), room)
}

/**
 * The discount spread over the parts in proportion to their amounts (largest remainder, ties to
 * the earlier part), so the shares add up exactly; a share that would leave a part under the
 * floor gives its excess to the parts with the most room.
 */
export function spreadDiscount(parts: readonly number[], discount: number): number[] {
  const total = parts.reduce((sum, part) => sum + part, 0)
  if (discount === 0 || total === 0) return parts.map(() => 0)
  const shares = parts.map((part) => Math.floor((discount * part) / total))
  const byRemainder = parts.map((part, i) => ({ i, rest: (discount * part) % total })).sort((a, b) => b.rest - a.rest || a.i - b.i)
  let left = discount - shares.reduce((sum, share) => sum + share, 0)
  for (const { i } of byRemainder) {
    if (left === 0) break
    shares[i]! += 1
    left -= 1
  }
  return keepFloors(parts, shares)
}

function keepFloors(parts: readonly number[], shares: number[]): number[] {
  const room = (i: number) => parts[i]! - COUPON_RULES.minAmountMad - shares[i]!
  let excess = 0
  for (let i = 0; i < parts.length; i++) {
    if (room(i) < 0) {
      excess -= room(i)
      shares[i] = parts[i]! - COUPON_RULES.minAmountMad
    }
  }
  while (excess > 0) {
    let best = 0
    for (let i = 1; i < parts.length; i++) if (room(i) > room(best)) best = i
    const moved = Math.min(excess, room(best))
    if (moved <= 0) throw new Error('discount larger than the parts allow')
    shares[best]! += moved
    excess -= moved
  }
  return shares
}

/** The parts' amounts with the coupon (none: the list amounts). */
export function priceParts(listParts: readonly number[], coupon: CouponTerms | null) {
  const list_price_mad = listParts.reduce((sum, part) => sum + part, 0)
  const discount_mad = coupon ? discountOn(list_price_mad, coupon, listParts.length) : 0
  const shares = spreadDiscount(listParts, discount_mad)
  const parts: QuotePart[] = listParts.map((list_amount_mad, i) => ({
    n: i + 1,
    due_after_days: i * PART_INTERVAL_DAYS,
    list_amount_mad,
    discount_mad: shares[i]!,
    amount_mad: list_amount_mad - shares[i]!,
  }))
  return { list_price_mad, discount_mad, amount_mad: list_price_mad - discount_mad, parts }
}
