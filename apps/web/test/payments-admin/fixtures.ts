import type { AdminPayment } from '@tutorat/contracts'
import { configure, screen, within } from '@testing-library/react'
import { vi } from 'vitest'
import { openSuperAdminPage } from '../admins/fixtures.ts'
import { ok, type Procedure } from '../trpc-mock.ts'

// Rows and helpers of the back-office payments tests, as the server sends them.

// Lazy pages (and the lazy dialogs) on a busy machine: a little more patience than 1 s.
configure({ asyncUtilTimeout: 5000 })

export const makePayment = (overrides: Partial<AdminPayment> & Pick<AdminPayment, 'id' | 'reference'>): AdminPayment => ({
  status: 'preuve_envoyee',
  announcement_id: 3,
  formation_title: 'Bac Sciences Maths — préparation intensive',
  course_id: 5,
  course_title: 'Analyse : fonctions et limites',
  amount_mad: 1200,
  list_price_mad: 1200,
  discount_mad: 0,
  coupon_code: null,
  access_type: 'standard',
  duration_days: 30,
  deadline_at: '2026-03-08T10:00:00.000Z',
  payer_name: 'Rachid El Idrissi',
  transfer_date: '2026-03-02',
  refusal_reason: null,
  decided_at: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-02T09:00:00.000Z',
  proofs: [],
  history: [
    { event: 'en_attente', actor: 'student', admin_name: null, note: null, created_at: '2026-03-01T10:00:00.000Z' },
    { event: 'preuve_envoyee', actor: 'student', admin_name: null, note: null, created_at: '2026-03-02T09:00:00.000Z' },
  ],
  receipt_url: null,
  new_proof_until: null,
  plan_id: null,
  part_number: null,
  due_on: null,
  student_id: 11,
  student_name: 'Amina El Idrissi',
  student_email: 'amina@exemple.ma',
  student_phone: '+212612345678',
  decided_by_name: null,
  access_id: null,
  ...overrides,
})

export const proof = (id: number, n: number, mime = 'image/png', original_name = `recu-${n}.png`): AdminPayment['proofs'][number] => ({
  n,
  mime,
  original_name,
  size_bytes: 180_000,
  created_at: '2026-03-02T09:00:00.000Z',
  url: `/api/admin/payments/${id}/proofs/${n}`,
})

export const STATS = { month_revenue_mad: 12_500, month_validated: 3, pending: 2, awaiting_transfer: 4 }
export const FORMATIONS = [
  { id: 3, title: 'Bac Sciences Maths — préparation intensive' },
  { id: 4, title: 'Physique-Chimie 2e Bac' },
]

type ListInput = { limit: number; offset: number; status?: string; announcement_id?: number }

/** `payments.list` over these rows (status and formation filtered here, the rest trusted to the server). */
export function listOf(rows: () => AdminPayment[]) {
  return vi.fn((raw: unknown) => {
    const input = raw as ListInput
    const items = rows().filter((row) => (!input.status || row.status === input.status) && (!input.announcement_id || row.announcement_id === input.announcement_id))
    return ok({ items: items.slice(input.offset, input.offset + input.limit), total: items.length })
  })
}

/** The page as a super admin, with the list, the figures and the formations answered. */
export async function openPayments(path: string, rows: AdminPayment[], procedures: Record<string, Procedure> = {}) {
  const list = listOf(() => rows)
  const stats = vi.fn(() => ok(STATS))
  const app = openSuperAdminPage(path, { 'payments.list': list, 'payments.stats': stats, 'announcements.adminList': () => ok(FORMATIONS), ...procedures })
  // `hidden`: with `?id=` the panel opens at once, and a modal hides the page from the tree
  await screen.findByRole('heading', { name: 'Paiements', level: 1, hidden: true })
  return { ...app, list, stats, search: () => new URLSearchParams(app.history.location.search) }
}

/** The wide table (the phone cards show the same rows; jsdom draws both). */
export const table = async () => within(await screen.findByRole('table', { name: 'Paiements' }))
/** A table row, by its reference (the creation date stands under it). */
export const row = async (reference: string) => within(((await table()).getByRole('rowheader', { name: new RegExp(`^${reference} `) })).closest('tr') as HTMLElement)

/** The request panel, once its data is in. */
export async function panel(reference: string) {
  return within(await screen.findByRole('dialog', { name: `Demande ${reference}` }))
}

/**
 * jsdom has no object URLs, and following a link to one is "not implemented": downloads stop at
 * the click, recorded here. Object URLs are numbered (`blob:fichier-1`…) to tell them apart.
 */
export function captureDownloads() {
  let made = 0
  URL.createObjectURL = vi.fn(() => `blob:fichier-${++made}`)
  URL.revokeObjectURL = vi.fn()
  const clicked: { href: string; download: string }[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download })
  })
  return clicked
}
