import { DRIVE_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { makeMyCourse, makePlay, makeStudentVideo, profileHandlers, renderStudent, siteSettings } from '../students/fixtures.tsx'
import { fail, ok } from '../trpc-mock.ts'

// DESIGN §16 « Associer mon compte Google » in the student's profile (and on the viewer).
vi.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider: ({ children }: { children: React.ReactNode }) => children,
  GoogleLogin: ({ onSuccess }: { onSuccess: (response: { credential?: string }) => void }) => (
    <button type="button" onClick={() => onSuccess({ credential: 'jeton-google-de-test' })}>
      Se connecter avec Google
    </button>
  ),
}))

const WITH_GOOGLE = { 'site.settings': () => ok(siteSettings({ google_client_id: 'client-id.apps.googleusercontent.com' })), 'student.myCourses': () => ok([]) }

describe('Google account card', () => {
  it('links the account Google confirms, then shows it with « Dissocier »', async () => {
    let linked: string | null = null
    const link = vi.fn(() => {
      linked = 'nadia@gmail.com'
      return ok({ google_email: linked, verified_at: '2026-03-12T10:00:00.000Z', message: DRIVE_MESSAGES.googleAccountLinked('nadia@gmail.com') })
    })
    const { user } = renderStudent('/student/profile', { ...WITH_GOOGLE, ...profileHandlers(), 'drive.googleAccount': () => ok({ google_email: linked, verified_at: null }), 'drive.linkGoogleAccount': link })
    const card = await screen.findByRole('region', { name: 'Associer mon compte Google' })
    await user.click(await within(card).findByRole('button', { name: 'Se connecter avec Google' }))
    expect(link).toHaveBeenCalledWith({ credential: 'jeton-google-de-test' })
    const mine = await screen.findByRole('region', { name: 'Mon compte Google' })
    expect(within(mine).getByText('nadia@gmail.com')).toBeInTheDocument()
    expect(within(mine).getByRole('button', { name: 'Dissocier' })).toBeInTheDocument()
  })

  it('shows the server’s reason when the account belongs to another student', async () => {
    const { user } = renderStudent('/student/profile', {
      ...WITH_GOOGLE,
      ...profileHandlers(),
      'drive.googleAccount': () => ok({ google_email: null, verified_at: null }),
      'drive.linkGoogleAccount': () => fail(409, DRIVE_MESSAGES.googleAccountTaken),
    })
    const card = await screen.findByRole('region', { name: 'Associer mon compte Google' })
    await user.click(await within(card).findByRole('button', { name: 'Se connecter avec Google' }))
    await waitFor(() => expect(within(card).getByRole('alert')).toHaveTextContent(DRIVE_MESSAGES.googleAccountTaken))
  })

  it('stays hidden when Google sign-in is not configured', async () => {
    renderStudent('/student/profile', { ...profileHandlers(), 'student.myCourses': () => ok([]) })
    await screen.findByRole('heading', { name: 'Mon profil', level: 1 })
    // the profile is loaded: its sections are there, only the Google one is not
    await screen.findByRole('region', { name: 'Appareils connectés' })
    expect(screen.queryByRole('region', { name: /compte Google/ })).not.toBeInTheDocument()
  })

  it('on the viewer of a `drive` course without a Google account: the reason, the card, then « Reprendre ici » plays', async () => {
    let linked: string | null = null
    const link = vi.fn(() => {
      linked = 'nadia@gmail.com'
      return ok({ google_email: linked, verified_at: '2026-03-12T10:00:00.000Z', message: DRIVE_MESSAGES.googleAccountLinked('nadia@gmail.com') })
    })
    const start = vi.fn(() => (linked ? ok(makePlay(101)) : fail(409, DRIVE_MESSAGES.noGoogleAccount)))
    const course = makeMyCourse({ id: 7, title: 'Analyse 1', video_count: 1 })
    const { user } = renderStudent('/student/course/7?video=101', {
      ...WITH_GOOGLE,
      'student.course': () => ok(course),
      'student.courseVideos': () => ok([makeStudentVideo({ id: 101, title: 'Introduction' })]),
      'student.myCourses': () => ok([course]),
      'drive.googleAccount': () => ok({ google_email: linked, verified_at: null }),
      'drive.linkGoogleAccount': link,
      'plays.start': start,
    })
    expect(await screen.findByText(DRIVE_MESSAGES.noGoogleAccount)).toBeInTheDocument()
    expect(document.querySelector('iframe')).toBeNull()
    const card = await screen.findByRole('region', { name: 'Associer mon compte Google' })
    await user.click(await within(card).findByRole('button', { name: 'Se connecter avec Google' }))
    expect(link).toHaveBeenCalledWith({ credential: 'jeton-google-de-test' })
    await user.click(screen.getByRole('button', { name: 'Reprendre ici' }))
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull())
    expect(start).toHaveBeenCalledTimes(2)
  })
})
