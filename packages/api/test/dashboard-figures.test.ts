import type { BusinessFigures } from '@tutorat/contracts'
import type { DbHandle } from '@tutorat/db'
import { createTestDb } from '@tutorat/db/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessFigures } from '../src/domain/dashboard/figures.ts'
import { moroccoMonths } from '../src/domain/dashboard/months.ts'

// The owner's figures (issue 31) against payments written by hand, on the Casablanca calendar:
// Morocco is UTC+1 outside Ramadan, so 23:30 UTC on the last day of May is 00:30 on 1 June.

let handle: DbHandle
const NOW = new Date('2026-06-15T10:00:00Z')

beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(() => handle.close())

let serial = 0
const db = () => handle.db

async function student(name: string) {
  return (await db().insertInto('students').values({ name, email: `${name.toLowerCase()}@example.ma` }).returning('id').executeTakeFirstOrThrow()).id
}

async function formation(title: string) {
  return (await db().insertInto('announcements').values({ title, description: 'Préparation', price: '1 200 DH' }).returning('id').executeTakeFirstOrThrow()).id
}

interface Paid {
  student: number
  plan?: { id: number; part: number }
  formation: number | null
  amount: number
  status?: string
  created: string
  decided?: string
  title?: string
}

async function payment({ student, plan, formation, amount, status = 'validee', created, decided, title = 'Formation vendue' }: Paid) {
  serial += 1
  await db()
    .insertInto('payment_requests')
    .values({
      reference: `TM-FIG${String(serial).padStart(3, '0')}`,
      student_id: student,
      student_name: 'Élève',
      student_email: 'eleve@example.ma',
      announcement_id: formation,
      formation_title: title,
      course_title: 'Cours',
      amount_mad: amount,
      access_type: 'standard',
      duration_days: 30,
      status,
      deadline_at: created,
      created_at: created,
      decided_at: decided ?? null,
      plan_id: plan?.id ?? null,
      part_number: plan?.part ?? null,
    })
    .execute()
}

describe('Moroccan months', () => {
  it('ends with the current Moroccan month and bounds each at midnight in Casablanca', () => {
    const { months, bounds } = moroccoMonths(12, NOW)
    expect(months).toHaveLength(12)
    expect(months[0]).toBe('2025-07')
    expect(months.at(-1)).toBe('2026-06')
    expect(bounds[0]?.toISOString()).toBe('2025-06-30T23:00:00.000Z')
    expect(bounds.at(-2)?.toISOString()).toBe('2026-05-31T23:00:00.000Z')
    expect(bounds.at(-1)?.toISOString()).toBe('2026-06-30T23:00:00.000Z')
    // 31 December 2025, 23:30 UTC is already 1 January in Morocco: the year turns with it
    expect(moroccoMonths(2, new Date('2025-12-31T23:30:00Z')).months).toEqual(['2025-12', '2026-01'])
    // from the end of October 2026 Morocco keeps UTC+0 (tzdata 2026c): the bound follows the clock
    expect(moroccoMonths(1, new Date('2026-11-15T12:00:00Z')).bounds.map((b) => b.toISOString())).toEqual(['2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'])
  })
})

describe('the owner’s figures', () => {
  it('answers zeros, and no conversion rate, before any request (no division by zero)', async () => {
    const figures = await businessFigures(db(), NOW)
    expect(figures.revenue_by_month.map((m) => m.revenue_mad)).toEqual(Array(12).fill(0))
    expect(figures.conversion).toEqual({ this_month: { requests: 0, paid: 0, rate_percent: null }, last_12_months: { requests: 0, paid: 0, rate_percent: null } })
    expect(figures.renewals).toEqual({ this_month: { count: 0, amount_mad: 0 }, last_12_months: { count: 0, amount_mad: 0 } })
    expect(figures.revenue_by_formation).toEqual({ this_month: [], last_12_months: [] })
    expect(figures.proofs_waiting).toEqual({ count: 0, amount_mad: 0 })
    expect(figures.overdue_instalments).toEqual({ count: 0, amount_mad: 0 })
  })

  it('counts validated payments only, each in its Moroccan month, with renewals and conversion', async () => {
    const [amina, karim, salma] = [await student('Amina'), await student('Karim'), await student('Salma')]
    const [physique, maths] = [await formation('Prépa Physique'), await formation('Maths Sup')]

    // June (Morocco): the first at 00:30 on 1 June, Casablanca — a renewal (Amina paid Physique in July)
    await payment({ student: amina, formation: physique, amount: 1200, created: '2026-05-30T09:00:00Z', decided: '2026-05-31T23:30:00Z' })
    await payment({ student: karim, formation: physique, amount: 900, created: '2026-06-02T09:00:00Z', decided: '2026-06-03T10:00:00Z' })
    await payment({ student: salma, formation: maths, amount: 450, created: '2026-06-04T09:00:00Z', decided: '2026-06-05T10:00:00Z' })
    // May: 23:30 on 31 May in Casablanca
    await payment({ student: karim, formation: maths, amount: 800, created: '2026-05-20T09:00:00Z', decided: '2026-05-31T22:30:00Z' })
    // the window's first instant (1 July 2025, 00:00 in Casablanca) is in; a minute earlier is not
    await payment({ student: amina, formation: physique, amount: 1000, created: '2025-06-20T09:00:00Z', decided: '2025-06-30T23:00:00Z' })
    await payment({ student: salma, formation: physique, amount: 5000, created: '2025-06-20T09:00:00Z', decided: '2025-06-30T22:59:00Z' })
    // not money: waiting, refused, expired, cancelled — in June too
    await payment({ student: salma, formation: physique, amount: 700, status: 'preuve_envoyee', created: '2026-06-10T09:00:00Z' })
    await payment({ student: karim, formation: physique, amount: 300, status: 'preuve_envoyee', created: '2026-06-11T09:00:00Z' })
    await payment({ student: amina, formation: maths, amount: 650, status: 'refusee', created: '2026-06-06T09:00:00Z', decided: '2026-06-07T10:00:00Z' })
    await payment({ student: amina, formation: maths, amount: 640, status: 'expiree', created: '2026-06-01T09:00:00Z' })
    await payment({ student: karim, formation: maths, amount: 630, status: 'annulee', created: '2026-06-08T09:00:00Z' })
    // a formation deleted since: grouped under the title it was sold as
    await payment({ student: salma, formation: null, amount: 300, title: 'Stage d’été', created: '2026-06-12T09:00:00Z', decided: '2026-06-12T10:00:00Z' })

    const figures = await businessFigures(db(), NOW)
    const byMonth = Object.fromEntries(figures.revenue_by_month.map((m) => [m.month, [m.revenue_mad, m.payments]]))
    expect(figures.month).toBe('2026-06')
    expect(byMonth).toMatchObject({ '2026-06': [1200 + 900 + 450 + 300, 4], '2026-05': [800, 1], '2025-07': [1000, 1], '2025-12': [0, 0] })
    expect(figures.revenue_by_month.reduce((sum, m) => sum + m.revenue_mad, 0)).toBe(2850 + 800 + 1000)

    expect(figures.revenue_by_formation.this_month).toEqual([
      { announcement_id: physique, formation_title: 'Prépa Physique', revenue_mad: 2100, payments: 2 },
      { announcement_id: maths, formation_title: 'Maths Sup', revenue_mad: 450, payments: 1 },
      { announcement_id: null, formation_title: 'Stage d’été', revenue_mad: 300, payments: 1 },
    ])
    expect(figures.revenue_by_formation.last_12_months.slice(0, 2)).toEqual([
      { announcement_id: physique, formation_title: 'Prépa Physique', revenue_mad: 3100, payments: 3 },
      { announcement_id: maths, formation_title: 'Maths Sup', revenue_mad: 1250, payments: 2 },
    ])

    // Amina's June payment follows her validated one of July 2025 (same formation); Karim's
    // Physique and Maths, Salma's Maths are firsts; Salma's earlier Physique is outside but counts
    // as « before » only for Physique, which she has not paid again.
    expect(figures.renewals).toEqual({ this_month: { count: 1, amount_mad: 1200 }, last_12_months: { count: 1, amount_mad: 1200 } })

    // created in June (Morocco): Karim 900, Salma 450, two proofs, refused, expired, cancelled, the deleted formation's
    expect(figures.conversion.this_month).toEqual({ requests: 8, paid: 3, rate_percent: 38 })
    // + Amina's (created 30 May), Karim's May; the two of June 2025 are before the window
    expect(figures.conversion.last_12_months).toEqual({ requests: 10, paid: 5, rate_percent: 50 })
    expect(figures.proofs_waiting).toEqual({ count: 2, amount_mad: 1000 })
  })

  it('does not call a payment a renewal after a refused or another formation’s payment', async () => {
    const before: BusinessFigures = await businessFigures(db(), NOW)
    const nadia = await student('Nadia')
    const [chimie, svt] = [await formation('Chimie'), await formation('SVT')]
    await payment({ student: nadia, formation: chimie, amount: 500, status: 'refusee', created: '2026-01-01T09:00:00Z', decided: '2026-01-02T09:00:00Z' })
    await payment({ student: nadia, formation: svt, amount: 500, created: '2026-02-01T09:00:00Z', decided: '2026-02-02T09:00:00Z' })
    await payment({ student: nadia, formation: chimie, amount: 600, created: '2026-06-01T09:00:00Z', decided: '2026-06-02T09:00:00Z' })
    expect((await businessFigures(db(), NOW)).renewals).toEqual(before.renewals)
    // a second validated Chimie makes one
    await payment({ student: nadia, formation: chimie, amount: 650, created: '2026-06-09T09:00:00Z', decided: '2026-06-10T09:00:00Z' })
    const after = await businessFigures(db(), NOW)
    expect(after.renewals.this_month).toEqual({ count: before.renewals.this_month.count + 1, amount_mad: before.renewals.this_month.amount_mad + 650 })
  })

  it('counts a plan in parts once in the conversion, and its later parts as no renewal', async () => {
    const before = await businessFigures(db(), NOW)
    const yasmine = await student('Yasmine')
    const svt = await formation('SVT en trois fois')
    const plan = await db()
      .insertInto('instalment_plans')
      .values({ student_id: yasmine, announcement_id: svt, formation_title: 'SVT en trois fois', part_amounts: JSON.stringify([400, 400, 400]), parts_count: 3, duration_days: 90, grace_days: 3, status: 'en_cours' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await payment({ student: yasmine, formation: svt, plan: { id: plan.id, part: 1 }, amount: 400, created: '2026-06-01T09:00:00Z', decided: '2026-06-01T10:00:00Z' })
    await payment({ student: yasmine, formation: svt, plan: { id: plan.id, part: 2 }, amount: 400, created: '2026-06-01T10:00:00Z', decided: '2026-06-13T10:00:00Z' })
    await payment({ student: yasmine, formation: svt, plan: { id: plan.id, part: 3 }, amount: 400, status: 'en_attente', created: '2026-06-13T10:00:00Z' })

    const after = await businessFigures(db(), NOW)
    expect(after.revenue_by_month.at(-1)?.revenue_mad).toBe((before.revenue_by_month.at(-1)?.revenue_mad ?? 0) + 800)
    expect(after.conversion.this_month).toMatchObject({ requests: before.conversion.this_month.requests + 1, paid: before.conversion.this_month.paid + 1 })
    expect(after.renewals).toEqual(before.renewals)
    // not started yet (part 1 is validated by hand here, the plan's start day is not set): nothing overdue
    expect(after.overdue_instalments).toEqual(before.overdue_instalments)

    // started on 2 April with two parts paid: part 3 was due on 1 June (day 60), and is unpaid
    await db().updateTable('instalment_plans').set({ starts_on: '2026-04-02', paid_parts: 2 }).where('id', '=', plan.id).execute()
    expect((await businessFigures(db(), NOW)).overdue_instalments).toEqual({ count: before.overdue_instalments.count + 1, amount_mad: before.overdue_instalments.amount_mad + 400 })
  })
})
