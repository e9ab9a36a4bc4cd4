import { STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fail, ok } from '../trpc-mock.ts'
import { responsiveAttributes, uploadedPicture } from '../pictures.ts'
import { frDate, makeMyCourse, renderStudent } from '../students/fixtures.tsx'

const PICTURE = uploadedPicture('/uploads/courses/analyse.jpg', 800, 450, [320, 640])
const ANALYSE = makeMyCourse({ id: 7, title: 'Analyse 1', video_count: 2, seen_count: 1, resume_video_id: 102, ...PICTURE })
const ALGEBRE = makeMyCourse({ id: 8, title: 'Algèbre', subject: 'Mathématiques', video_count: 4, seen_count: 0, resume_video_id: 201, expires_at: '2030-06-15T12:00:00.000Z' })
const PHYSIQUE = makeMyCourse({ id: 9, title: 'Physique 2', is_expired: true, expires_at: '2025-01-10T12:00:00.000Z', resume_video_id: 301 })

const card = (title: string) => screen.getByRole('article', { name: title })

async function openDashboard(courses: unknown, more: Parameters<typeof renderStudent>[1] = {}) {
  const app = renderStudent('/student/dashboard', { 'student.myCourses': () => ok(courses), ...more })
  await screen.findByRole('heading', { name: 'Mes cours', level: 1 })
  return app
}

describe('/student/dashboard', () => {
  it('shows each course with its progress, expiry and resume button', async () => {
    await openDashboard([ANALYSE, ALGEBRE])
    const analyse = await waitFor(() => card('Analyse 1'))
    expect(within(analyse).getByText('1/2 vidéos vues')).toBeInTheDocument()
    const bar = within(analyse).getByRole('progressbar')
    expect(bar).toHaveAttribute('aria-valuenow', '1')
    expect(bar).toHaveAttribute('aria-valuemax', '2')
    expect(within(analyse).getByText('Illimité')).toBeInTheDocument()
    const resume = within(analyse).getByRole('link', { name: 'Reprendre « Analyse 1 »' })
    expect(resume).toHaveAttribute('href', '/student/course/7?video=102')
    expect(responsiveAttributes(within(analyse).getByRole('presentation'))).toEqual({
      srcset: PICTURE.image_srcset,
      sizes: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
      width: '800',
      height: '450',
      loading: 'lazy',
      fetchpriority: null,
      decoding: 'async',
    })

    const algebre = card('Algèbre')
    expect(within(algebre).getByText('0/4 vidéos vues')).toBeInTheDocument()
    expect(within(algebre).getByText(`Jusqu’au ${frDate(ALGEBRE.expires_at ?? '')}`)).toBeInTheDocument()
    expect(within(algebre).getByRole('link', { name: 'Commencer « Algèbre »' })).toHaveAttribute('href', '/student/course/8?video=201')
    // no picture: the drawn fallback stands in
    expect(algebre.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
  })

  it('marks an expired access, offers to renew on WhatsApp and no resume', async () => {
    await openDashboard([PHYSIQUE])
    const physique = await waitFor(() => card('Physique 2'))
    expect(within(physique).getByText('Expiré')).toBeInTheDocument()
    expect(within(physique).getByText(`depuis le ${frDate('2025-01-10T12:00:00.000Z')}`)).toBeInTheDocument()
    // the number comes with the site settings
    const renew = await within(physique).findByRole('link', { name: 'Renouveler sur WhatsApp' })
    expect(renew.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/212600000000\?text=/)
    expect(decodeURIComponent(renew.getAttribute('href') ?? '')).toContain('« Physique 2 »')
    expect(renew).toHaveAttribute('target', '_blank')
    expect(within(physique).queryByRole('link', { name: /Reprendre|Commencer/ })).not.toBeInTheDocument()
  })

  it('explains how to get a course when there is none', async () => {
    await openDashboard([])
    expect(await screen.findByRole('heading', { name: 'Vous n’avez encore accès à aucun cours' })).toBeInTheDocument()
    expect(screen.getByText(/code d’accès donné par votre enseignant/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'nos formations' })).toHaveAttribute('href', '/courses')
    expect(screen.getByRole('link', { name: 'les cours gratuits' })).toHaveAttribute('href', '/cours-gratuits')
    expect((await screen.findByRole('link', { name: 'Nous contacter sur WhatsApp' })).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/212600000000/)
  })

  it('redeems an access code and shows the new course', async () => {
    let courses = [ANALYSE]
    const redeem = vi.fn(() => {
      courses = [ALGEBRE, ANALYSE]
      return ok({ course_id: 8, message: STUDENT_SPACE_MESSAGES.joined })
    })
    const { user } = await openDashboard([], { 'student.myCourses': () => ok(courses), 'student.redeemCode': redeem })
    await waitFor(() => card('Analyse 1'))

    await user.type(await screen.findByLabelText('Code d’accès du cours'), 'alg-2024')
    await user.click(screen.getByRole('button', { name: 'Activer le code' }))

    expect(await screen.findByText(STUDENT_SPACE_MESSAGES.joined)).toBeInTheDocument()
    expect(redeem).toHaveBeenCalledWith({ code: 'ALG-2024' })
    expect(screen.getByRole('link', { name: 'Ouvrir le cours' })).toHaveAttribute('href', '/student/course/8')
    await waitFor(() => card('Algèbre'))
    expect(screen.getByLabelText('Code d’accès du cours')).toHaveValue('')
  })

  it('says when the code is wrong, and checks its length before asking', async () => {
    const redeem = vi.fn(() => fail(400, STUDENT_SPACE_MESSAGES.invalidCode))
    const { user } = await openDashboard([ANALYSE], { 'student.redeemCode': redeem })
    await waitFor(() => card('Analyse 1'))

    await user.type(await screen.findByLabelText('Code d’accès du cours'), 'ab')
    await user.click(screen.getByRole('button', { name: 'Activer le code' }))
    expect(await screen.findByText(STUDENT_SPACE_MESSAGES.invalidCode)).toBeInTheDocument()
    expect(redeem).not.toHaveBeenCalled()

    await user.type(await screen.findByLabelText('Code d’accès du cours'), 'cdef')
    await user.click(screen.getByRole('button', { name: 'Activer le code' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(STUDENT_SPACE_MESSAGES.invalidCode)
    expect(redeem).toHaveBeenCalledWith({ code: 'ABCDEF' })
  })

  it('offers to retry when the courses cannot be loaded', async () => {
    await openDashboard([], { 'student.myCourses': () => fail(500, 'Erreur') })
    expect(await screen.findByRole('button', { name: 'Réessayer' }, { timeout: 8000 })).toBeInTheDocument()
  })
})
