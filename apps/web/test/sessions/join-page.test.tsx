import { MESSAGES, SESSION_MESSAGES } from '@tutorat/contracts'
import { configure, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderStudent } from '../students/fixtures.tsx'
import { fail, networkError, ok, type Outcome } from '../trpc-mock.ts'

const TICKET_URL = '/api/student/sessions/5/join?ticket=eyJ.ticket.sig'

/** `window.location.replace` cannot be spied on in jsdom (unforgeable): the location is stubbed around it. */
function stubLocation() {
  const replace = vi.fn()
  vi.stubGlobal('location', { ...window.location, replace })
  return replace
}

function openJoin(answer: (input: unknown) => Outcome, path = '/student/sessions/5/join') {
  const ticket = vi.fn(answer)
  const app = renderStudent(path, { 'sessions.joinTicket': ticket })
  return { ...app, ticket }
}

describe('/student/sessions/{id}/join', () => {
  // React runs effects twice in development: the ticket must still be asked for once.
  beforeEach(() => configure({ reactStrictMode: true }))
  afterEach(() => {
    configure({ reactStrictMode: false })
    vi.unstubAllGlobals()
  })

  it('asks for one ticket and leaves for its URL, which redirects to Meet on the server', async () => {
    const replace = stubLocation()
    const { ticket } = openJoin(() => ok({ url: TICKET_URL }))
    expect(await screen.findByRole('heading', { name: 'Ouverture de la séance sur Google Meet…' })).toBeInTheDocument()
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith(TICKET_URL))
    expect(ticket).toHaveBeenCalledTimes(1)
    expect(ticket).toHaveBeenCalledWith({ id: 5 })
    expect(replace).toHaveBeenCalledTimes(1)
  })

  it('says when it opens when it is too early, and may ask again', async () => {
    const replace = stubLocation()
    const early = SESSION_MESSAGES.joinTooEarly('mardi 12 mai à 17:45')
    const { ticket, user } = openJoin(() => fail(403, early))
    expect(await screen.findByRole('alert')).toHaveTextContent(early)
    expect(screen.getByRole('link', { name: 'Retour à mes séances' })).toHaveAttribute('href', '/student/sessions')
    ticket.mockImplementation(() => ok({ url: TICKET_URL }))
    await user.click(screen.getByRole('button', { name: 'Réessayer' }))
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith(TICKET_URL))
    expect(ticket).toHaveBeenCalledTimes(2)
  })

  it('says a cancelled session is cancelled, with no retry', async () => {
    const replace = stubLocation()
    openJoin(() => fail(403, SESSION_MESSAGES.joinCancelled))
    expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_MESSAGES.joinCancelled)
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Retour à mes séances' })).toBeInTheDocument()
    expect(replace).not.toHaveBeenCalled()
  })

  it('sends a student without access to WhatsApp', async () => {
    const replace = stubLocation()
    openJoin(() => fail(403, SESSION_MESSAGES.joinNoAccess))
    expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_MESSAGES.joinNoAccess)
    const whatsapp = await screen.findByRole('link', { name: 'Nous contacter sur WhatsApp' })
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/212600000000\?text=/)
    expect(whatsapp).toHaveAttribute('target', '_blank')
    expect(replace).not.toHaveBeenCalled()
  })

  it('says so when the session does not exist, or the address holds no id', async () => {
    stubLocation()
    openJoin(() => fail(404, SESSION_MESSAGES.notFound))
    expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_MESSAGES.notFound)
    expect(screen.queryByRole('link', { name: 'Nous contacter sur WhatsApp' })).not.toBeInTheDocument()
  })

  it('asks nothing for an address without a usable id', async () => {
    const { ticket } = openJoin(() => ok({ url: TICKET_URL }), '/student/sessions/abc/join')
    expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_MESSAGES.notFound)
    expect(ticket).not.toHaveBeenCalled()
  })

  it('offers to retry when the server cannot be reached', async () => {
    stubLocation()
    openJoin(() => networkError())
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.cannotConnect)
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument()
  })
})
