import { MESSAGES, NOTIFICATION_MESSAGES, SESSION_MESSAGES, STUDENT_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { networkSettled, server } from '../msw-server.ts'
import { renderAt, siteSettings } from '../students/fixtures.tsx'
import { fail, networkError, ok, type Outcome, trpcHandlers } from '../trpc-mock.ts'
import './fixtures.ts'

const TITLE = 'Réserver ma séance d’évaluation gratuite'

async function openForm(answer: Outcome = ok({ message: SESSION_MESSAGES.requestSent }), path = '/seance-evaluation') {
  const submit = vi.fn(() => answer)
  server.use(trpcHandlers({ 'site.settings': () => ok(siteSettings()), 'sessionRequests.submit': submit }))
  const app = renderAt(path)
  await screen.findByRole('heading', { level: 1, name: path.includes('solo') ? 'Réserver ma séance solo' : TITLE })
  return { ...app, submit }
}

async function fill(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.type(screen.getByLabelText(/^Nom complet/), 'Yassine Alaoui')
  await user.type(screen.getByLabelText(/^Numéro WhatsApp/), '06 12 34 56 78')
  await user.type(screen.getByLabelText(/^Email/), 'Yassine@Exemple.ma')
  await user.type(screen.getByLabelText(/^Établissement/), 'ENSA Tanger')
  await user.selectOptions(screen.getByLabelText(/^Niveau/), 'Débutant')
  await user.type(screen.getByLabelText(/^Matière/), 'Analyse 1')
  await user.type(screen.getByLabelText(/^Vos disponibilités/), 'mardi après 18 h')
}

describe('/seance-evaluation, the public request form', () => {
  it('sends the request, then thanks the visitor and offers WhatsApp', async () => {
    const { user, submit } = await openForm()
    expect(screen.getByRole('radio', { name: 'Séance d’évaluation gratuite' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Séance d’évaluation gratuite' })).toHaveAccessibleDescription(/^Gratuite et sans engagement/)
    expect(screen.getByLabelText(/^Vos disponibilités/)).toHaveAttribute('placeholder', 'ex. mardi et jeudi après 18 h')
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }))

    expect(await screen.findByRole('status')).toHaveTextContent(SESSION_MESSAGES.requestSent)
    expect(screen.getByRole('heading', { level: 1, name: 'Demande envoyée' })).toBeInTheDocument()
    expect(submit).toHaveBeenCalledTimes(1)
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'evaluation',
        name: 'Yassine Alaoui',
        phone: '06 12 34 56 78',
        email: 'yassine@exemple.ma',
        school: 'ENSA Tanger',
        level: 'Débutant',
        subject: 'Analyse 1',
        preferred_times: 'mardi après 18 h',
      }),
    )
    const whatsapp = await screen.findByRole('link', { name: 'Écrire sur WhatsApp' })
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/212600000000\?text=/)
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain('Yassine Alaoui')
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('asks for a solo session when the address says so', async () => {
    const { user, submit } = await openForm(undefined, '/seance-evaluation?type=solo')
    expect(screen.getByRole('radio', { name: 'Séance solo' })).toBeChecked()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }))
    await screen.findByRole('heading', { level: 1, name: 'Demande envoyée' })
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'solo' }))
  })

  it('sends the kind the visitor picked, whatever the address said', async () => {
    const { user, submit } = await openForm(undefined, '/seance-evaluation?type=solo')
    await user.click(screen.getByRole('radio', { name: 'Séance d’évaluation gratuite' }))
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }))
    await screen.findByRole('heading', { level: 1, name: 'Demande envoyée' })
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'evaluation' }))
  })

  it('says what is missing, field by field, without calling the server', async () => {
    const { user, submit } = await openForm()
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }))
    expect(await screen.findByText('Le nom est obligatoire.')).toBeInTheDocument()
    expect(screen.getByText(NOTIFICATION_MESSAGES.phoneRequired)).toBeInTheDocument()
    expect(screen.getByText(STUDENT_MESSAGES.emailRequired)).toBeInTheDocument()
    expect(screen.getByText('L’établissement est obligatoire.')).toBeInTheDocument()
    expect(screen.getByText('Le niveau est obligatoire.')).toBeInTheDocument()
    expect(screen.getByText(SESSION_MESSAGES.subjectRequired)).toBeInTheDocument()
    expect(screen.getByLabelText(/^Matière/)).toHaveAttribute('aria-invalid', 'true')
    await user.type(screen.getByLabelText(/^Email/), 'pas-un-email')
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }))
    expect(await screen.findByText(STUDENT_MESSAGES.invalidEmail)).toBeInTheDocument()
    expect(submit).not.toHaveBeenCalled()
  })

  it('hides the honeypot from people, keyboards and screen readers, and sends it empty', async () => {
    const { user, submit } = await openForm()
    expect(screen.queryByRole('textbox', { name: /Site web/ })).not.toBeInTheDocument()
    expect(document.querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1')
    expect(screen.getByLabelText(/^Établissement/)).toHaveAttribute('list')
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }))
    await screen.findByRole('heading', { level: 1, name: 'Demande envoyée' })
    const sent = submit.mock.calls[0] as unknown as [{ website?: string | null }]
    expect(sent[0].website ?? '').toBe('')
  })

  it('puts the server’s refusal of a field under that field', async () => {
    const { user } = await openForm()
    const refusal = { error: { message: NOTIFICATION_MESSAGES.invalidPhone, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400, path: 'sessionRequests.submit', errors: [{ path: ['phone'], message: NOTIFICATION_MESSAGES.invalidPhone }] } } }
    server.use(http.post('*/trpc/sessionRequests.submit', () => HttpResponse.json([refusal], { status: 400 })))
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }))
    const phone = screen.getByLabelText(/^Numéro WhatsApp/)
    await waitFor(() => expect(phone).toHaveAccessibleDescription(`ex. 06 12 34 56 78 ${NOTIFICATION_MESSAGES.invalidPhone}`))
    expect(phone).toHaveFocus()
    expect(screen.queryByRole('heading', { name: 'Demande envoyée' })).not.toBeInTheDocument()
  })

  it.each([
    ['a burst past the limit', fail(429, `${MESSAGES.tooManyRequests} (10 min)`), `${MESSAGES.tooManyRequests} (10 min)`],
    ['a network failure', networkError(), MESSAGES.cannotConnect],
  ])('explains %s above the form and keeps what was typed', async (_case, answer, message) => {
    const { user } = await openForm(answer)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByLabelText(/^Nom complet/)).toHaveValue('Yassine Alaoui')
  })
})

describe('the home page', () => {
  it('leads from the « Première séance d’évaluation gratuite » badge to the form', async () => {
    server.use(trpcHandlers({ 'site.settings': () => ok(siteSettings()) }))
    const { user, pathname } = renderAt('/')
    const hero = within(await screen.findByRole('region', { name: /Progressez/ }))
    const badge = hero.getByRole('link', { name: 'Première séance d’évaluation gratuite' })
    expect(badge).toHaveAttribute('href', '/seance-evaluation')
    await user.click(badge)
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument()
    expect(pathname()).toBe('/seance-evaluation')
    await networkSettled()
  })
})
