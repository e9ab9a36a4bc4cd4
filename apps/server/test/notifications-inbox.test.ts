// DESIGN §10: the student's list in the app — their in-app messages only, in French, newest first,
// with the unread count; marking read touches their own rows and nobody else's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, grant, makeCourse, makeStudent, studentLogin, type TestApp } from './helpers.ts'

let t: TestApp
let admin: Record<string, string>

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '100000' })
  admin = await adminHeaders(t.app, await createAdmin(t.services))
})
afterAll(() => t.close())

interface Inbox {
  items: { id: number; template: string; title: string; body: string; link: string | null; read: boolean; created_at: string }[]
  unread: number
  total: number
}

/** A signed-in student who has been granted `courses` accesses (one message each). */
async function studentWith(courses: string[]) {
  const account = await makeStudent(t.app, admin)
  for (const title of courses) await grant(t.app, admin, { student_id: account.id, course_id: (await makeCourse(t.app, admin, title)).id })
  return { ...account, headers: bearer((await studentLogin(t.app, account.email, account.password)).access_token) }
}

const inbox = async (headers: Record<string, string>, query = '') => {
  const response = await t.app.inject({ url: `/api/student/notifications${query}`, headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Inbox>()
}
const markRead = (headers: Record<string, string>, body: object) => t.app.inject({ method: 'POST', url: '/api/student/notifications/read', headers, payload: body })

describe('the list', () => {
  it('is the student’s in-app messages, newest first, rendered in French without the greeting', async () => {
    const student = await studentWith(['Algèbre', 'Géométrie', 'Probabilités'])
    const list = await inbox(student.headers)
    // an email row exists for each too: the list is the app's, not the log
    expect(list.total).toBe(3)
    expect(list.unread).toBe(3)
    expect(list.items.map((item) => item.title)).toEqual(['Accès ouvert : Probabilités', 'Accès ouvert : Géométrie', 'Accès ouvert : Algèbre'])
    const [newest] = list.items
    expect(newest?.template).toBe('access_granted')
    expect(newest?.body).toMatch(/^Votre accès au cours «\u202fProbabilités\u202f» est ouvert, jusqu’au \d{1,2} \S+ \d{4}\. Bon apprentissage\u202f!$/)
    expect(newest?.body).not.toContain('Bonjour')
    expect(newest?.link).toMatch(/^\/student\/course\/\d+$/)
    expect(newest?.read).toBe(false)
    expect(Object.keys(newest ?? {})).not.toContain('params')
  })

  it('pages within bounds and refuses values past them in French', async () => {
    const student = await studentWith(['A', 'B', 'C'])
    const first = await inbox(student.headers, '?limit=2')
    const second = await inbox(student.headers, '?limit=2&offset=2')
    expect(first.items).toHaveLength(2)
    expect(second.items).toHaveLength(1)
    expect(second.total).toBe(3)
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(3)
    expect((await inbox(student.headers, '?offset=99')).items).toEqual([])

    for (const query of ['?limit=0', '?limit=201', '?limit=-1', '?offset=-1', '?limit=abc', '?offset=1e12', '?limit=1.5']) {
      const response = await t.app.inject({ url: `/api/student/notifications${query}`, headers: student.headers })
      expect(response.statusCode, query).toBe(400)
      expect(response.json().detail, query).toMatch(/[a-zé]/)
      expect(response.json().detail, query).not.toMatch(/expected|Invalid input/i)
    }
  })

  it('leaves out a row of a template this version does not know, rather than failing', async () => {
    const student = await studentWith(['Mécanique'])
    await t.services.db.insertInto('notifications').values({ student_id: student.id, channel: 'in_app', template: 'retired_template', dedupe_key: `retired:${student.id}`, status: 'sent' }).execute()
    const list = await inbox(student.headers)
    expect(list.items.map((item) => item.template)).toEqual(['access_granted'])
    expect(list.total).toBe(1)
  })

  it('works over tRPC too', async () => {
    const student = await studentWith(['Statistiques'])
    const response = await t.app.inject({ url: `/trpc/notifications.mine?input=${encodeURIComponent(JSON.stringify({ limit: 5 }))}`, headers: student.headers })
    expect(response.json().result.data.unread).toBe(1)
  })
})

describe('marking read', () => {
  it('marks the student’s own ids; another student’s ids are ignored, with the same answer', async () => {
    const me = await studentWith(['Analyse', 'Topologie'])
    const other = await studentWith(['Arithmétique'])
    const [theirs] = (await inbox(other.headers)).items
    const mine = (await inbox(me.headers)).items

    const foreign = await markRead(me.headers, { ids: [theirs?.id] })
    expect(foreign.statusCode).toBe(200)
    expect(foreign.json()).toEqual({ unread: 2 })
    expect((await inbox(other.headers)).unread).toBe(1)
    // an id nobody has answers the same: nothing tells them apart
    expect((await markRead(me.headers, { ids: [2_000_000_000] })).json()).toEqual({ unread: 2 })

    const own = await markRead(me.headers, { ids: [mine[0]?.id, theirs?.id] })
    expect(own.json()).toEqual({ unread: 1 })
    const after = await inbox(me.headers)
    expect(after.items.map((item) => item.read)).toEqual([true, false])
    expect((await inbox(other.headers)).items[0]?.read).toBe(false)
  })

  it('without ids marks all of the student’s, and only theirs; an empty list marks none', async () => {
    const me = await studentWith(['Optique', 'Acoustique', 'Électronique'])
    const other = await studentWith(['Relativité'])
    expect((await markRead(me.headers, { ids: [] })).json()).toEqual({ unread: 3 })
    expect((await markRead(me.headers, {})).json()).toEqual({ unread: 0 })
    expect((await inbox(me.headers)).items.every((item) => item.read)).toBe(true)
    expect((await inbox(other.headers)).unread).toBe(1)
    // marking again changes nothing and keeps the first reading time
    const readAt = await t.services.db.selectFrom('notifications').select('read_at').where('student_id', '=', me.id).where('channel', '=', 'in_app').execute()
    expect((await markRead(me.headers, {})).json()).toEqual({ unread: 0 })
    const again = await t.services.db.selectFrom('notifications').select('read_at').where('student_id', '=', me.id).where('channel', '=', 'in_app').execute()
    expect(again).toEqual(readAt)
  })

  it('refuses bad ids and too many at once, in French', async () => {
    const me = await studentWith([])
    for (const ids of [['abc'], [0], [-3], [2 ** 31], [1.5], 'all', Array.from({ length: 101 }, (_, i) => i + 1)]) {
      const response = await markRead(me.headers, { ids })
      expect(response.statusCode, JSON.stringify(ids).slice(0, 40)).toBe(400)
      expect(typeof response.json().detail).toBe('string')
    }
    expect((await markRead(me.headers, { ids: Array.from({ length: 100 }, (_, i) => i + 1) })).statusCode).toBe(200)
  })

  it('is the student’s alone: no token → 401, an admin → 403', async () => {
    expect((await markRead({}, {})).statusCode).toBe(401)
    expect((await markRead(admin, {})).statusCode).toBe(403)
    expect((await t.app.inject({ url: '/api/student/notifications', headers: admin })).statusCode).toBe(403)
  })
})
