import { CV_MAX_BYTES, RECRUITMENT_MESSAGES, STUDENT_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../msw-server.ts'
import { fail, ok } from '../trpc-mock.ts'
import { makeOffer, pdf, renderPublic, storeStudentToken } from './fixtures.tsx'

const OFFER = makeOffer({ id: 3, title: 'Développeur web junior', contract_type: 'CDI', location: 'Rabat', deadline: '2099-06-30' })
const STUDENT = { id: 11, name: 'Amina El Idrissi', email: 'amina@exemple.ma', phone: '0612345678', level: null, has_password: true, created_at: '2025-09-15T12:00:00.000Z' }

interface Sent {
  authorization: string | null
  fields: Record<string, string>
  /** the file part (jsdom's File loses its name and bytes through Node's fetch: the e2e test checks those) */
  cv: File | null
}

/** Answers the multipart POST /api/applications/ and records what it received. */
function applyEndpoint(answer: () => Response = () => HttpResponse.json({ message: RECRUITMENT_MESSAGES.applicationSent, application_id: 41 }, { status: 201 })) {
  const sent: Sent[] = []
  server.use(
    http.post('*/api/applications/', async ({ request }) => {
      const form = await request.formData()
      const fields: Record<string, string> = {}
      let cv: File | null = null
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') fields[name] = value
        else if (name === 'cv') cv = value
      }
      sent.push({ authorization: request.headers.get('authorization'), fields, cv })
      return answer()
    }),
  )
  return sent
}

async function openForm(procedures: Parameters<typeof renderPublic>[1] = {}) {
  const app = renderPublic('/recruitment/apply/3', { 'recruitment.get': () => ok(OFFER), ...procedures })
  await screen.findByRole('form', { name: 'Formulaire de candidature' })
  return app
}

const field = (label: RegExp) => within(screen.getByRole('form', { name: 'Formulaire de candidature' })).getByLabelText(label)
const cvInput = () => field(/^CV/) as HTMLInputElement

async function fillIn(user: Awaited<ReturnType<typeof openForm>>['user'], file: File = pdf()) {
  await user.type(field(/^Nom complet/), 'Youssef Benali')
  await user.type(field(/^Email/), 'Youssef.Benali@Exemple.ma')
  await user.type(field(/^Téléphone/), '06 61 23 45 67')
  await user.type(field(/^École/), 'ENSA Tanger')
  await user.type(field(/^Message/), 'Disponible dès juillet.')
  await user.upload(cvInput(), file)
}

const submit = (user: Awaited<ReturnType<typeof openForm>>['user']) => user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }))

describe('/recruitment/apply/{jobId}', () => {
  it('presents the offer and asks for the required fields and the CV, in French, without sending', async () => {
    const sent = applyEndpoint()
    const { user } = await openForm()
    expect(screen.getByRole('heading', { name: OFFER.title, level: 1 })).toBeInTheDocument()
    expect(screen.getByText('Date limite : 30 juin 2099')).toBeInTheDocument()
    expect(document.title).toMatch(/^Postuler — Développeur web junior — /)
    expect(cvInput()).toHaveAttribute('accept', expect.stringMatching(/^\.pdf,\.doc,\.docx/))
    expect(screen.getByText('PDF, DOC ou DOCX — 10 Mo au maximum.')).toBeInTheDocument()

    await submit(user)
    expect(await screen.findByText(RECRUITMENT_MESSAGES.fullNameRequired)).toBeInTheDocument()
    expect(screen.getByText(STUDENT_MESSAGES.emailRequired)).toBeInTheDocument()
    expect(screen.getByText(RECRUITMENT_MESSAGES.cvMissing)).toBeInTheDocument()
    expect(field(/^Nom complet/)).toHaveFocus()
    expect(cvInput()).toHaveAttribute('aria-invalid', 'true')

    await user.type(field(/^Email/), 'pas-un-email')
    await user.type(field(/^Téléphone/), '12')
    await submit(user)
    expect(await screen.findByText(STUDENT_MESSAGES.invalidEmail)).toBeInTheDocument()
    expect(screen.getByText(RECRUITMENT_MESSAGES.phoneInvalid)).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it.each([
    ['a file that is not a CV by its name', new File(['bonjour'], 'notes.txt', { type: 'text/plain' }), RECRUITMENT_MESSAGES.cvInvalid],
    ['a program renamed .pdf', new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])], 'cv.pdf', { type: 'application/pdf' }), RECRUITMENT_MESSAGES.cvInvalid],
    ['an empty file', new File([], 'cv.pdf', { type: 'application/pdf' }), 'Ce fichier est vide : choisissez votre CV.'],
  ])('refuses %s before sending', async (_case, file, message) => {
    const sent = applyEndpoint()
    const { user } = await openForm()
    await fillIn(user, file)
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(cvInput().files).toHaveLength(0)
    await submit(user)
    await screen.findByText(message)
    expect(sent).toHaveLength(0)
  })

  it('refuses a CV over 10 MB before sending', async () => {
    const sent = applyEndpoint()
    const { user } = await openForm()
    const big = pdf('gros-cv.pdf')
    Object.defineProperty(big, 'size', { value: CV_MAX_BYTES + 1 })
    await fillIn(user, big)
    expect(await screen.findByText(RECRUITMENT_MESSAGES.cvTooLarge)).toBeInTheDocument()
    await submit(user)
    expect(sent).toHaveLength(0)
  })

  it('sends the form with the CV as a visitor and lands on the thank-you page', async () => {
    const sent = applyEndpoint()
    const { user, pathname } = await openForm()
    await fillIn(user)
    expect(screen.getByText(/cv-amina\.pdf/)).toBeInTheDocument()
    await submit(user)

    expect(await screen.findByRole('heading', { name: 'Merci pour votre candidature !', level: 1 })).toBeInTheDocument()
    expect(pathname()).toBe('/recruitment/application-success')
    expect(screen.getByText(RECRUITMENT_MESSAGES.applicationSent)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voir les autres offres' })).toHaveAttribute('href', '/recruitment')
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
    expect(document.title).toMatch(/^Candidature envoyée — /)

    expect(sent).toHaveLength(1)
    const [request] = sent
    expect(request?.authorization).toBeNull()
    expect(request?.fields).toEqual({
      job_offer_id: '3',
      full_name: 'Youssef Benali',
      email: 'youssef.benali@exemple.ma',
      phone: '06 61 23 45 67',
      school: 'ENSA Tanger',
      message: 'Disponible dès juillet.',
    })
    expect(request?.cv).not.toBeNull()
  })

  it.each([
    [409, RECRUITMENT_MESSAGES.duplicateApplication, /^Email/],
    [415, RECRUITMENT_MESSAGES.cvInvalid, /^CV/],
    [413, RECRUITMENT_MESSAGES.cvTooLarge, /^CV/],
  ])('shows the server’s %i detail, beside the field it is about', async (status, detail, label) => {
    applyEndpoint(() => HttpResponse.json({ detail }, { status }))
    const { user, pathname } = await openForm()
    await fillIn(user)
    await submit(user)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Candidature non envoyée')
    expect(alert).toHaveTextContent(detail)
    await waitFor(() => expect(field(label)).toHaveAttribute('aria-invalid', 'true'))
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(detail))
    expect(pathname()).toBe('/recruitment/apply/3')
  })

  it('shows a closed offer’s reason from the server (400)', async () => {
    applyEndpoint(() => HttpResponse.json({ detail: RECRUITMENT_MESSAGES.offerClosed }, { status: 400 }))
    const { user } = await openForm()
    await fillIn(user)
    await submit(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(RECRUITMENT_MESSAGES.offerClosed)
  })

  it('says so when the network fails', async () => {
    server.use(http.post('*/api/applications/', () => HttpResponse.error()))
    const { user } = await openForm()
    await fillIn(user)
    await submit(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Votre candidature n’a pas pu être envoyée. Vérifiez votre connexion puis réessayez.')
  })

  it('fills in a signed-in student’s name and email, and sends their token', async () => {
    storeStudentToken('jeton-etudiant')
    const verify = vi.fn(() => ok({ valid: true, user: STUDENT }))
    const sent = applyEndpoint()
    const { user } = await openForm({ 'student.verify': verify })

    await waitFor(() => expect(field(/^Nom complet/)).toHaveValue(STUDENT.name))
    expect(field(/^Email/)).toHaveValue(STUDENT.email)
    expect(field(/^Téléphone/)).toHaveValue(STUDENT.phone)
    expect(screen.getByText(/cette candidature sera liée à votre espace étudiant/)).toBeInTheDocument()

    await user.upload(cvInput(), pdf())
    await submit(user)
    await screen.findByRole('heading', { name: 'Merci pour votre candidature !' })
    expect(sent[0]?.authorization).toBe('Bearer jeton-etudiant')
    expect(sent[0]?.fields).toMatchObject({ full_name: STUDENT.name, email: STUDENT.email })
    expect(screen.getByRole('link', { name: 'Mon espace étudiant' })).toHaveAttribute('href', '/student/dashboard')
  })

  it('applies as a visitor when the student token is no longer valid', async () => {
    storeStudentToken('jeton-expire')
    await openForm({ 'student.verify': () => fail(401, 'Session expirée') })
    await waitFor(() => expect(field(/^Nom complet/)).toHaveValue(''))
    expect(screen.queryByText(/espace étudiant/)).not.toBeInTheDocument()
  })

  it('does not offer the form for a closed offer', async () => {
    const closed = makeOffer({ id: 3, title: 'Stage marketing', is_open: false })
    renderPublic('/recruitment/apply/3', { 'recruitment.get': () => ok(closed) })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(RECRUITMENT_MESSAGES.offerClosed)).toBeInTheDocument()
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voir toutes les offres' })).toHaveAttribute('href', '/recruitment')
  })

  it('says when the offer does not exist', async () => {
    renderPublic('/recruitment/apply/77', { 'recruitment.get': () => fail(404, RECRUITMENT_MESSAGES.offerNotFound) })
    expect(await screen.findByRole('heading', { name: 'Cette offre n’existe pas ou a été retirée' })).toBeInTheDocument()
  })
})
