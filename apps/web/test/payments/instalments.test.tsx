import { INSTALMENT_MESSAGES } from '@tutorat/contracts'
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { isStudentProcedure } from '../../src/lib/student-procedures.ts'
import { makeMyCourse, renderStudent } from '../students/fixtures.tsx'
import { ok } from '../trpc-mock.ts'
import { makePayment, paymentPage } from './fixtures.ts'
import { PLAN } from './instalment-fixtures.ts'

// DESIGN §18 « Échéancier »: the student's plan in « Mes paiements » (each part, its amount, due
// day, status and « Payer »), and the paused course (the back office's view: payments-admin/instalments.test.tsx).

const PART_2 = makePayment({ id: 21, reference: 'TM-BBBBB3', amount_mad: 400, plan_id: 4, part_number: 2, due_on: '2026-10-31' })

describe('« Échéancier » in « Mes paiements »', () => {
  it('shows each part with its amount, due day and status, and says why the access is paused', async () => {
    renderStudent('/student/payments', { 'payments.mine': () => ok([PART_2]), 'instalments.mine': () => ok([PLAN]) })
    const schedule = within(await screen.findByRole('region', { name: 'Échéancier' }))
    const plan = within(schedule.getByRole('article', { name: 'Préparation CNC' }))
    expect(plan.getByText('500 DH payés sur 1 200 DH')).toBeInTheDocument()
    expect(plan.getByRole('alert')).toHaveTextContent(INSTALMENT_MESSAGES.paused(2))
    const rows = within(plan.getByRole('list', { name: 'Échéancier de « Préparation CNC »' })).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Échéance 1 sur 3.*Payée.*Échéance du 01\/10\/2026.*500 DH.*Voir le reçu/),
      expect.stringMatching(/Échéance 2 sur 3.*En retard.*À payer au plus tard le 31\/10\/2026.*400 DH.*Payer l’échéance 2/),
      expect.stringMatching(/Échéance 3 sur 3.*À venir.*À payer au plus tard le 30\/11\/2026.*300 DH$/),
    ])
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Voir le reçu' })).toHaveAttribute('href', '/student/payments/20')
  })

  it('« Payer » opens the part’s request, named by the plan and the part only', async () => {
    const pay = vi.fn(() => ok({ created: false, message: INSTALMENT_MESSAGES.partRequestExisting(2), payment: PART_2 }))
    const page = paymentPage(PART_2)
    const { user, pathname } = renderStudent('/student/payments', { 'payments.mine': () => ok([]), 'instalments.mine': () => ok([PLAN]), 'instalments.pay': pay, ...page.procedures })
    await user.click(await screen.findByRole('button', { name: 'Payer l’échéance 2' }))
    await screen.findByRole('heading', { level: 1, name: 'Préparation CNC' })
    expect(pathname()).toBe('/student/payments/21')
    expect(pay).toHaveBeenCalledWith({ plan_id: 4, part_number: 2 })
    // the Échéancier and « Payer » go with the student's token, the admin's view with the admin's
    expect(['instalments.mine', 'instalments.pay'].every(isStudentProcedure)).toBe(true)
    expect(isStudentProcedure('instalments.ofPayment')).toBe(false)
  })

  it('leaves a closed plan out', async () => {
    renderStudent('/student/payments', { 'payments.mine': () => ok([]), 'instalments.mine': () => ok([{ ...PLAN, status: 'annulee' }]) })
    await screen.findByRole('heading', { name: 'Aucun paiement pour le moment' })
    expect(screen.queryByRole('region', { name: 'Échéancier' })).toBeNull()
  })
})

describe('a later part’s request', () => {
  it('is due on its day, pauses the access rather than expiring, and cannot be cancelled', async () => {
    const page = paymentPage(PART_2)
    renderStudent('/student/payments/21', page.procedures)
    expect(await screen.findByText('Échéance 2 à payer au plus tard le')).toBeInTheDocument()
    expect(screen.getByText('31/10/2026')).toBeInTheDocument()
    expect(screen.getByText(/l’accès au cours est mis en pause ; il rouvre dès la validation/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Annuler la demande' })).toBeNull()
  })
})

describe('a paused course', () => {
  it('says « Accès en pause » with the way to pay, instead of the renewal', async () => {
    const course = makeMyCourse({ id: 12, title: 'Analyse 1', is_expired: true, instalment_pause: { plan_id: 4, part_number: 2, message: INSTALMENT_MESSAGES.paused(2) } })
    renderStudent('/student/dashboard', { 'student.myCourses': () => ok([course]) })
    const card = within(await screen.findByRole('article', { name: 'Analyse 1' }))
    expect(card.getByText('Accès en pause : échéance 2 impayée')).toBeInTheDocument()
    expect(card.getByRole('link', { name: 'Payer l’échéance 2' })).toHaveAttribute('href', '/student/payments#plan-4')
  })
})
