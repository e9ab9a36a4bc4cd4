import { describe, expect, it } from 'vitest'
import { isFreeCoursePdf, isPublicRead, proceduresOf, SERVER_PATHS } from '../../src/features/offline/caches.ts'

const url = (path: string) => new URL(path, 'https://tutorat.example.ma')
const anonymous = new Headers()

describe('what the service worker may keep', () => {
  it('keeps a public list, alone or batched with other public reads', () => {
    expect(isPublicRead(url('/trpc/freeCourses.list'), 'GET', anonymous)).toBe(true)
    expect(isPublicRead(url('/trpc/announcements.list,testimonials.featured,site.settings?batch=1&input=%7B%7D'), 'GET', anonymous)).toBe(true)
  })

  it('never keeps an answer asked with a token, even to a public procedure', () => {
    expect(isPublicRead(url('/trpc/freeCourses.list'), 'GET', new Headers({ Authorization: 'Bearer abc' }))).toBe(false)
  })

  it('never keeps a batch that holds one private procedure among public ones', () => {
    expect(isPublicRead(url('/trpc/freeCourses.list,student.myCourses?batch=1'), 'GET', anonymous)).toBe(false)
    expect(isPublicRead(url('/trpc/sessions.joinWithTicket'), 'GET', anonymous)).toBe(false)
    expect(isPublicRead(url('/trpc/exams.publicList,payments.mine'), 'GET', anonymous)).toBe(false)
  })

  it('never keeps a write, the REST paths or anything that only looks like a list', () => {
    expect(isPublicRead(url('/trpc/testimonials.submit'), 'POST', anonymous)).toBe(false)
    expect(isPublicRead(url('/api/cours-gratuits'), 'GET', anonymous)).toBe(false)
    expect(isPublicRead(url('/trpc/'), 'GET', anonymous)).toBe(false)
    expect(isPublicRead(url('/trpc/freeCourses.list/../student.me'), 'GET', anonymous)).toBe(false)
  })

  it('reads the procedures of an address', () => {
    expect(proceduresOf(url('/trpc/a.list,b.get?batch=1'))).toEqual(['a.list', 'b.get'])
    expect(proceduresOf(url('/api/health'))).toEqual([])
  })

  it('recognises a free course’s PDF, not a payment proof nor a path that climbs out', () => {
    expect(isFreeCoursePdf('/uploads/free-courses/3f9a.pdf')).toBe(true)
    expect(isFreeCoursePdf('/uploads/proofs/3f9a.pdf')).toBe(false)
    expect(isFreeCoursePdf('/uploads/free-courses/../proofs/x.pdf')).toBe(false)
    expect(isFreeCoursePdf('/uploads/free-courses/x.png')).toBe(false)
  })

  it('leaves the server’s own paths to the server, never the app shell', () => {
    for (const path of ['/api/student/receipts/1', '/trpc/x', '/uploads/free-courses/a.pdf']) expect(SERVER_PATHS.test(path)).toBe(true)
    for (const path of ['/', '/cours-gratuits', '/apiculture', '/student/dashboard']) expect(SERVER_PATHS.test(path)).toBe(false)
  })
})
