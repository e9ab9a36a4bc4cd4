import { describe, expect, it } from 'vitest'
import { formatClock } from '../../src/lib/media-time.ts'
import { resumePoint } from '../../src/features/student-space/player/resume.ts'
import { formatTimeLeft, keepRecent, looksLikeVideo, secondsLeft, SPEED_WINDOW_MS, titleFromFileName, UPLOAD_UI, videoFileProblem } from '../../src/features/videos/upload-rules.ts'
import { posterTime } from '../../src/features/videos/video-probe.ts'

const MP4_HEAD = [0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]
const WEBM_HEAD = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]
const file = (bytes: number[], name: string, type: string) => new File([new Uint8Array(bytes)], name, { type })

describe('m:ss', () => {
  it('writes a position the way players show it', () => {
    expect(formatClock(0)).toBe('0:00')
    expect(formatClock(754.9)).toBe('12:34')
    expect(formatClock(3600 + 62)).toBe('1:01:02')
    expect(formatClock(-3)).toBe('0:00')
    expect(formatClock(Number.NaN)).toBe('0:00')
  })
})

describe('the resume offer', () => {
  it('offers a position past the first seconds and short of the end', () => {
    expect(resumePoint(754, 1800)).toBe(754)
    expect(resumePoint(12, null)).toBe(12)
  })
  it('starts plainly at the very beginning, near the end, or with nothing saved', () => {
    expect(resumePoint(0, 1800)).toBeNull()
    expect(resumePoint(5, 1800)).toBeNull()
    expect(resumePoint(18, 24)).toBeNull() // within the last 10 s
    expect(resumePoint(1750, 1800)).toBeNull() // within the last 5 %
  })
})

describe('the time left of an upload', () => {
  it('follows the recent speed, not the average since the start', () => {
    let samples = keepRecent([], { at: 0, bytes: 0 })
    samples = keepRecent(samples, { at: 1000, bytes: 10_000_000 }) // a fast first second
    for (let at = 2000; at <= 30_000; at += 1000) samples = keepRecent(samples, { at, bytes: 10_000_000 + (at - 1000) * 100 }) // then 100 kB/s
    expect(samples[0]?.at).toBeGreaterThanOrEqual(30_000 - SPEED_WINDOW_MS - 1000)
    expect(secondsLeft(samples, 10_000_000 + 29_000 * 100 + 1_000_000)).toBe(10)
  })
  it('says nothing before a second of measure or when nothing moves', () => {
    expect(secondsLeft([{ at: 0, bytes: 0 }], 100)).toBeUndefined()
    expect(secondsLeft([{ at: 0, bytes: 50 }, { at: 5000, bytes: 50 }], 100)).toBeUndefined()
  })
  it('reads like a person would say it', () => {
    expect(formatTimeLeft(undefined)).toBe('calcul en cours…')
    expect(formatTimeLeft(3)).toBe('moins de 5 s')
    expect(formatTimeLeft(42)).toBe('environ 45 s')
    expect(formatTimeLeft(150)).toBe('environ 2 min 30 s')
    expect(formatTimeLeft(60 * 14 + 20)).toBe('environ 14 min')
    expect(formatTimeLeft(3600 + 5 * 60)).toBe('environ 1 h 05')
  })
})

describe('the file checked in the browser first', () => {
  it('knows MP4 and WebM by their first bytes', () => {
    expect(looksLikeVideo(new Uint8Array(MP4_HEAD))).toBe(true)
    expect(looksLikeVideo(new Uint8Array(WEBM_HEAD))).toBe(true)
    expect(looksLikeVideo(new TextEncoder().encode('%PDF-1.7 not a video'))).toBe(false)
  })
  it('refuses in French what the server would refuse', async () => {
    expect(await videoFileProblem(file(MP4_HEAD, 'cours.mp4', 'video/mp4'), 1000)).toBeUndefined()
    expect(await videoFileProblem(file(WEBM_HEAD, 'cours.webm', ''), 1000)).toBeUndefined()
    expect(await videoFileProblem(file([1, 2, 3], 'notes.pdf', 'application/pdf'), 1000)).toBe(UPLOAD_UI.notVideo)
    expect(await videoFileProblem(file([0x25, 0x50, 0x44, 0x46, 0, 0, 0, 0], 'renomme.mp4', 'video/mp4'), 1000)).toBe(UPLOAD_UI.notVideo)
    expect(await videoFileProblem(file([], 'vide.mp4', 'video/mp4'), 1000)).toBe(UPLOAD_UI.empty)
    expect(await videoFileProblem(file(MP4_HEAD, 'gros.mp4', 'video/mp4'), 10)).toBe('Cette vidéo dépasse la taille maximale de 1 Ko.')
  })
  it('starts the title from the file name', () => {
    expect(titleFromFileName('cours_limites-1.mp4')).toBe('Cours limites 1')
    expect(titleFromFileName('Séance 3.webm')).toBe('Séance 3')
  })
  it('takes the poster about 10 % in, at least 1 s, never past the middle', () => {
    expect(posterTime(600)).toBe(60)
    expect(posterTime(5)).toBe(1)
    expect(posterTime(1)).toBe(0.5)
  })
})
