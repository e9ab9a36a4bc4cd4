import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { INSTALL_OFFER_FLAG } from '../../src/features/offline/InstallOffer.tsx'
import { savePdf } from '../../src/features/offline/saved-pdfs.ts'
import { server } from '../msw-server.ts'
import { makeMyCourse, renderStudent } from '../students/fixtures.tsx'
import { ok } from '../trpc-mock.ts'
import { offerInstallation, useInstallPrompt } from './install-prompt-fixtures.ts'
import { pdfHandler, useMemoryCaches } from './memory-caches.ts'

useMemoryCaches()
useInstallPrompt()

const ANALYSE = makeMyCourse({ id: 7, title: 'Analyse 1' })
const PDF = { url: '/uploads/free-courses/td-meca.pdf', title: 'TD Mécanique du point' }

async function openDashboard() {
  const batches: string[] = []
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url)
    if (pathname.startsWith('/trpc/')) batches.push(pathname.slice('/trpc/'.length))
  })
  const app = renderStudent('/student/dashboard', { 'student.myCourses': () => ok([ANALYSE]) })
  await screen.findByRole('heading', { name: 'Analyse 1' })
  return { ...app, batches }
}

const section = () => screen.queryByRole('region', { name: 'Disponible hors ligne' })

describe('the student dashboard, offline side', () => {
  it('lists the PDFs kept on the phone below the exams, without changing the first request', async () => {
    server.use(pdfHandler())
    await savePdf(PDF)
    const { batches } = await openDashboard()
    const saved = within(await screen.findByRole('region', { name: 'Disponible hors ligne' }))
    expect(await saved.findByText(PDF.title)).toBeInTheDocument()
    expect(saved.getByRole('link', { name: `Ouvrir « ${PDF.title} » (nouvel onglet)` })).toBeInTheDocument()
    const courses = screen.getByRole('region', { name: 'Mes cours' })
    expect(courses.compareDocumentPosition(section() as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(batches[0]).toBe('student.verify,student.myCourses,sessions.mine')
    server.events.removeAllListeners()
  })

  it('explains how to keep one when there is none', async () => {
    await openDashboard()
    const saved = within(await screen.findByRole('region', { name: 'Disponible hors ligne' }))
    expect(await saved.findByRole('heading', { name: 'Aucun PDF enregistré sur ce téléphone' })).toBeInTheDocument()
    server.events.removeAllListeners()
  })

  it('has no such section where the browser cannot keep files', async () => {
    vi.unstubAllGlobals()
    await openDashboard()
    expect(section()).not.toBeInTheDocument()
    server.events.removeAllListeners()
  })

  it('offers installation above the courses, and remembers it was offered', async () => {
    offerInstallation()
    await openDashboard()
    const offer = await screen.findByRole('region', { name: 'Installer l’application' })
    expect(offer.compareDocumentPosition(screen.getByRole('region', { name: 'Mes cours' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(window.localStorage.getItem(INSTALL_OFFER_FLAG)).not.toBeNull()
    server.events.removeAllListeners()
  })
})
