import { createMemoryHistory } from '@tanstack/react-router'
import type { RouterOutputs } from '@tutorat/api'
import { STORAGE_KEYS } from '@tutorat/contracts'
import { configure, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { App } from '../../src/app/App.tsx'
import { server } from '../msw-server.ts'
import { ADMIN, storeSession } from '../render.tsx'
import { ok, type Procedure, trpcHandlers } from '../trpc-mock.ts'

// Fixtures and helpers of the recruitment tests (public pages and admin pages).

// Lazy pages and debounced filters on a busy machine (two cores shared): a little more patience than 1 s.
configure({ asyncUtilTimeout: 4000 })

export type Offer = RouterOutputs['recruitment']['get']
export type AdminOffer = RouterOutputs['recruitment']['adminList'][number]
export type Application = RouterOutputs['applications']['list'][number]
export type Stats = RouterOutputs['recruitment']['stats']

export const SUPER_ADMIN = { ...ADMIN, id: 2, name: 'Nadia Alaoui', email: 'nadia@exemple.ma', is_super_admin: true }

export const makeOffer = (overrides: Partial<Offer> & Pick<Offer, 'id' | 'title'>): Offer => ({
  company: 'Atlas Digital',
  location: 'Casablanca',
  contract_type: 'Stage',
  description: 'Stage de fin d’études au sein de l’équipe produit.',
  requirements: null,
  salary: null,
  deadline: null,
  is_active: true,
  is_open: true,
  created_at: '2026-01-10T09:00:00.000Z',
  updated_at: '2026-01-10T09:00:00.000Z',
  ...overrides,
})

export const makeAdminOffer = (overrides: Partial<AdminOffer> & Pick<AdminOffer, 'id' | 'title'>): AdminOffer => ({
  ...makeOffer(overrides),
  applications_count: 0,
  created_by: SUPER_ADMIN.id,
  ...overrides,
})

export const makeApplication = (overrides: Partial<Application> & Pick<Application, 'id' | 'full_name'>): Application => ({
  job_offer_id: 3,
  job_offer_title: 'Développeur web junior',
  company: 'Atlas Digital',
  email: `${overrides.full_name.split(' ')[0]?.toLowerCase()}@exemple.ma`,
  phone: null,
  school: 'ENSA Tanger',
  message: null,
  status: 'en_attente',
  student_id: null,
  cv_url: `/api/admin/applications/${overrides.id}/cv`,
  cv_original_name: 'cv.pdf',
  cv_mime: 'application/pdf',
  created_at: '2026-02-01T10:30:00.000Z',
  updated_at: '2026-02-01T10:30:00.000Z',
  other_applications: 0,
  ...overrides,
})

export const STATS: Stats = {
  total_offers: 3,
  active_offers: 2,
  total_applications: 7,
  by_status: { en_attente: 4, examinee: 1, acceptee: 1, refusee: 1 },
}

/** Mounts the whole app at `path`; file inputs take any file (the page's own check is under test). */
export function renderAt(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] })
  const user = userEvent.setup({ applyAccept: false })
  render(<App history={history} />)
  return { history, user, pathname: () => history.location.pathname, search: () => new URLSearchParams(history.location.search) }
}

/** A public page with the given calls answered. */
export function renderPublic(path: string, procedures: Record<string, Procedure>) {
  server.use(trpcHandlers(procedures))
  return renderAt(path)
}

/** An admin page, signed in as a super admin (or as `admin`). */
export function renderSuperAdmin(path: string, procedures: Record<string, Procedure>, admin = SUPER_ADMIN) {
  storeSession('jeton-admin', admin)
  server.use(trpcHandlers({ 'auth.verify': () => ok({ valid: true, user: admin }), ...procedures }))
  return renderAt(path)
}

export function storeStudentToken(token = 'jeton-etudiant') {
  window.localStorage.setItem(STORAGE_KEYS.studentToken, token)
}

/** A toast with this text is (or was just) shown; sonner may briefly render a leaving copy too. */
export async function expectToast(text: string) {
  expect((await screen.findAllByText(text)).length).toBeGreaterThan(0)
}

/** A promise the test resolves when it wants a pending call to answer. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

export const pdf = (name = 'cv-amina.pdf') => new File(['%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'], name, { type: 'application/pdf' })
