import { PLAY_MESSAGES, PLAY_RULES, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, type Outcome } from '../trpc-mock.ts'
import { makeMyCourse, makePlay, makeStudentVideo, renderStudent } from '../students/fixtures.tsx'

const COURSE = makeMyCourse({ id: 7, title: 'Analyse 1', video_count: 1 })
const VIDEO = makeStudentVideo({ id: 101, title: 'Introduction' })

function openPlayer(procedures: { start?: (input: unknown) => Outcome; heartbeat?: (input: unknown) => Outcome } = {}) {
  const start = vi.fn(procedures.start ?? (() => ok(makePlay(101))))
  const heartbeat = vi.fn(procedures.heartbeat ?? (() => ok({ ok: true, heartbeat_seconds: PLAY_RULES.heartbeatSeconds })))
  const app = renderStudent('/student/course/7?video=101', {
    'student.course': () => ok(COURSE),
    'student.courseVideos': () => ok([VIDEO]),
    'student.myCourses': () => ok([COURSE]),
    'plays.start': start,
    'plays.heartbeat': heartbeat,
  })
  return { ...app, start, heartbeat }
}

const watermark = () => screen.getByTestId('watermark')
const spot = () => `${watermark().style.top}/${watermark().style.left}`
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

afterEach(() => {
  vi.useRealTimers()
})

describe('the protected player (DESIGN §16)', () => {
  it('plays inside our container with the watermark: name, last 4 digits, code; not clickable, hidden from screen readers', async () => {
    const { start } = openPlayer()
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull())
    expect(start).toHaveBeenCalledWith({ id: 101 })
    expect(watermark()).toHaveTextContent('Salma Benali · 5678')
    expect(watermark()).toHaveTextContent('K7M2QXP')
    expect(watermark()).toHaveAttribute('aria-hidden', 'true')
    expect(watermark()).toHaveClass('pointer-events-none')
    expect(screen.getByTestId('player')).toContainElement(watermark())
    expect(screen.getByTestId('player')).toContainElement(document.querySelector('iframe'))
    expect(document.querySelector('iframe')).not.toHaveAttribute('allowfullscreen')
    expect(screen.getByRole('button', { name: 'Plein écran' })).toBeInTheDocument()
  })

  it('our fullscreen button puts the container (frame and watermark) in fullscreen', async () => {
    const { user } = openPlayer()
    await screen.findByTestId('watermark')
    const requestFullscreen = vi.fn(() => Promise.resolve())
    Object.assign(screen.getByTestId('player'), { requestFullscreen })
    await user.click(screen.getByRole('button', { name: 'Plein écran' }))
    expect(requestFullscreen).toHaveBeenCalledOnce()
  })

  it('moves the watermark at least every 30 s and beats every heartbeat_seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { heartbeat } = openPlayer()
    await screen.findByTestId('watermark')
    const before = spot()
    await advance(PLAY_RULES.watermarkMoveSeconds * 1000)
    expect(PLAY_RULES.watermarkMoveSeconds).toBeLessThanOrEqual(30)
    const after = spot()
    expect(after).not.toBe(before)
    await advance(PLAY_RULES.watermarkMoveSeconds * 1000)
    expect(spot()).not.toBe(after)
    await waitFor(() => expect(heartbeat).toHaveBeenCalledWith({ play_id: makePlay(101).play_id }))
  })

  it('stops when another device plays: the frame goes, the French message is an alert, « Reprendre ici » starts again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let taken = true
    const { start, user } = openPlayer({ heartbeat: () => (taken ? fail(409, PLAY_MESSAGES.otherDevice) : ok({ ok: true, heartbeat_seconds: 20 })) })
    await screen.findByTestId('watermark')
    await advance(PLAY_RULES.heartbeatSeconds * 1000)
    expect(await screen.findByRole('alert')).toHaveTextContent(PLAY_MESSAGES.otherDevice)
    expect(document.querySelector('iframe')).toBeNull()
    expect(screen.queryByTestId('watermark')).toBeNull()

    taken = false
    await user.click(screen.getByRole('button', { name: 'Reprendre ici' }))
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull())
    expect(start).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the refusal of play (expired access between the list and the click) without a frame', async () => {
    openPlayer({ start: () => fail(403, STUDENT_SPACE_MESSAGES.expired) })
    expect(await screen.findByRole('alert')).toHaveTextContent(STUDENT_SPACE_MESSAGES.expired)
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('on a `drive` course, offers the file in Google Drive beside the frame; a « lien » course does not', async () => {
    const href = 'https://drive.google.com/file/d/fichier-101-abcdefghij/view'
    openPlayer({ start: () => ok(makePlay(101, { open_in_drive_url: href })) })
    const link = await screen.findByRole('link', { name: 'Ouvrir dans Google Drive' })
    expect(link).toHaveAttribute('href', href)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('says why on iPhone, where the frame loses Google’s cookies', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')
    openPlayer({ start: () => ok(makePlay(101, { open_in_drive_url: 'https://drive.google.com/file/d/fichier-101-abcdefghij/view' })) })
    const link = await screen.findByRole('link', { name: 'Ouvrir dans Google Drive' })
    const notice = link.closest('[role="status"]')
    expect(notice).toHaveTextContent('(« Cookie Access Failed ») : ouvrez-la dans Google Drive')
    vi.restoreAllMocks()
  })

  it('a « lien » course shows no Drive link', async () => {
    openPlayer()
    await screen.findByTestId('watermark')
    expect(screen.queryByRole('link', { name: 'Ouvrir dans Google Drive' })).not.toBeInTheDocument()
  })
})
