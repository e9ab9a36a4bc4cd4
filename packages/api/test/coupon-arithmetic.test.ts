import { COUPON_RULES } from '@tutorat/contracts'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CouponTerms, discountOn, priceParts, spreadDiscount } from '../src/domain/coupons/arithmetic.ts'

// DESIGN §18: what a coupon takes off, to the dirham (every amount of a request is whole dirhams),
// checked against exact rational arithmetic (BigInt) for any price, coupon and plan.

const FLOOR = COUPON_RULES.minAmountMad
const price = fc.integer({ min: 1, max: 200_000 })
const percent = fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }) })
const fixed = fc.record({ kind: fc.constant('fixed' as const), value: fc.integer({ min: 1, max: COUPON_RULES.maxFixedMad }) })
const coupon: fc.Arbitrary<CouponTerms> = fc.oneof(percent, fixed)
const plan = fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 4 })

/** round(total × value / 100), halves up, in exact integers. */
const exactPercent = (total: number, value: number) => Number((BigInt(total) * BigInt(value) * 2n + 100n) / 200n)

describe('discountOn', () => {
  it('a percent is the exact amount rounded half up, unless the floor caps it', () => {
    fc.assert(
      fc.property(price, percent, fc.integer({ min: 1, max: 4 }), (total, terms, parts) => {
        const room = Math.max(0, total - FLOOR * parts)
        expect(discountOn(total, terms, parts)).toBe(Math.min(exactPercent(total, terms.value), room))
      }),
    )
  })

  it('a fixed amount comes off whole, unless the floor caps it', () => {
    fc.assert(
      fc.property(price, fixed, fc.integer({ min: 1, max: 4 }), (total, terms, parts) => {
        expect(discountOn(total, terms, parts)).toBe(Math.min(terms.value, Math.max(0, total - FLOOR * parts)))
      }),
    )
  })

  it('never leaves less than the floor per payment, never goes negative', () => {
    fc.assert(
      fc.property(price, coupon, fc.integer({ min: 1, max: 4 }), (total, terms, parts) => {
        const discount = discountOn(total, terms, parts)
        expect(discount).toBeGreaterThanOrEqual(0)
        if (total >= FLOOR * parts) expect(total - discount).toBeGreaterThanOrEqual(FLOOR * parts)
        else expect(discount).toBe(0)
      }),
    )
  })

  it('examples a reader can check', () => {
    expect(discountOn(1200, { kind: 'percent', value: 15 })).toBe(180)
    expect(discountOn(450, { kind: 'percent', value: 15 })).toBe(68) // 67.5 rounds up
    expect(discountOn(449, { kind: 'percent', value: 15 })).toBe(67) // 67.35
    expect(discountOn(1200, { kind: 'percent', value: 100 })).toBe(1199) // the 1 DH floor
    expect(discountOn(300, { kind: 'fixed', value: 500 })).toBe(299)
    expect(discountOn(300, { kind: 'fixed', value: 500 }, 3)).toBe(297)
    expect(discountOn(1, { kind: 'percent', value: 50 })).toBe(0)
  })
})

describe('spreadDiscount and priceParts', () => {
  it('the parts add up exactly: discounts to the discount, amounts to the total', () => {
    fc.assert(
      fc.property(plan, coupon, (parts, terms) => {
        const priced = priceParts(parts, terms)
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
        expect(priced.list_price_mad).toBe(sum(parts))
        expect(sum(priced.parts.map((part) => part.discount_mad))).toBe(priced.discount_mad)
        expect(sum(priced.parts.map((part) => part.amount_mad))).toBe(priced.amount_mad)
        expect(priced.amount_mad).toBe(priced.list_price_mad - priced.discount_mad)
        for (const [i, part] of priced.parts.entries()) {
          expect(part.list_amount_mad).toBe(parts[i])
          expect(part.amount_mad).toBe(part.list_amount_mad - part.discount_mad)
          expect(part.discount_mad).toBeGreaterThanOrEqual(0)
          if (part.list_amount_mad >= FLOOR) expect(part.amount_mad).toBeGreaterThanOrEqual(Math.min(FLOOR, part.list_amount_mad))
          expect(part.due_after_days).toBe(30 * i)
        }
      }),
    )
  })

  it('each share is the proportional one within a dirham when no part is near the floor', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 100, max: 50_000 }), { minLength: 2, maxLength: 4 }), fc.integer({ min: 0, max: 50 }), (parts, pct) => {
        const total = parts.reduce((a, b) => a + b, 0)
        const discount = Math.floor((total * pct) / 100)
        const shares = spreadDiscount(parts, discount)
        for (const [i, share] of shares.entries()) expect(Math.abs(share * total - discount * parts[i]!)).toBeLessThan(total)
      }),
    )
  })

  it('a tiny part next to a big one still keeps its floor', () => {
    const shares = spreadDiscount([1, 999], 998)
    expect(shares).toEqual([0, 998])
    expect(priceParts([2, 3, 995], { kind: 'percent', value: 100 }).parts.map((part) => part.amount_mad)).toEqual([1, 1, 1])
  })

  it('without a coupon nothing comes off', () => {
    expect(priceParts([400, 400, 400], null)).toMatchObject({ list_price_mad: 1200, discount_mad: 0, amount_mad: 1200 })
  })
})
