// DESIGN §5 revised (issue 13): a course code or a join link grants a standard 30-day access to a
// student with no access, once; it never extends, renews, re-activates or upgrades one. DESIGN §15
// (issue 26): nor does it bring back an access an admin deleted.
import { REDEMPTION_MESSAGES, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, grant, makeCourse, makeStudent, studentLogin, type TestApp } from './helpers.ts'

let t: TestApp
let admin: Record<string, string>

beforeAll(async () => {
  // the limits on redemption have their own tests (limits.test.ts); here every try must reach the rules
  t = await createTestApp({ REDEEM_RATE_PER_10_MINUTES: '100000', REDEEM_IP_RATE_PER_10_MINUTES: '100000', LOGIN_RATE_PER_MINUTE: '100000' })
  admin = await adminHeaders(t.app, await createAdmin(t.services))
})
afterAll(() => t.close())

type Via = 'code' | 'link'

async function newCourse() {
  const course = await makeCourse(t.app, admin, 'Optique')
  return { id: course.id, code: course.access_code }
}

async function newLink(courseId: number) {
  const response = await t.app.inject({ method: 'POST', url: `/api/admin/courses/${courseId}/generate-link`, headers: admin, payload: { course_id: courseId, access_type: 'link', expires_days: 30 } })
  return String(response.json().access_url).split('/student/join/')[1] ?? ''
}

async function signedInStudent() {
  const student = await makeStudent(t.app, admin)
  return { id: student.id, headers: bearer((await studentLogin(t.app, student.email, student.password)).access_token) }
}

/** Types the code or opens the link; returns the status and the French message. */
async function redeem(via: Via, headers: Record<string, string>, course: { id: number; code: string }, link: string) {
  const [path, payload] = via === 'code' ? ['student.redeemCode', { code: course.code }] : ['student.join', { token: link }]
  const response = await t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload })
  const body = response.json()
  return { status: response.statusCode, message: String(body.result?.data?.message ?? body.error?.message) }
}

const accessRow = (studentId: number, courseId: number) =>
  t.services.db
    .selectFrom('accesses')
    .select(['access_type', 'is_active', 'expires_at', 'modules', 'duration_days'])
    .where('student_id', '=', studentId)
    .where('course_id', '=', courseId)
    .executeTakeFirst()

const PAST = () => new Date(Date.now() - 60_000).toISOString()

const REMOVED = { status: 403, message: REDEMPTION_MESSAGES.removed }

/** The admin's « Supprimer » on the access, through the back office's path. */
async function deleteAccessOf(studentId: number, courseId: number) {
  const access = await t.services.db.selectFrom('accesses').select('id').where('student_id', '=', studentId).where('course_id', '=', courseId).executeTakeFirstOrThrow()
  const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/accesses/${access.id}`, headers: admin })
  expect(response.statusCode, response.body).toBe(200)
}

async function regenerateCode(courseId: number): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/trpc/courses.regenerateCode', headers: admin, payload: { id: courseId } })
  return response.json().result.data.access_code
}

const redemptionsOf = (studentId: number) => t.services.db.selectFrom('access_redemptions').select('id').where('student_id', '=', studentId).orderBy('id').execute()

/** The state of the student's access before they redeem, as an admin left it. */
const STATES = {
  none: null,
  valid: { access_type: 'standard', duration_days: 10 },
  deactivated: { is_active: false },
  expired: { expired: true },
  trial: { access_type: 'trial', duration_days: 7 },
  partial: { access_type: 'partial', modules: ['Lentilles'] },
} as const
type State = keyof typeof STATES

const EXPECTED: Record<State, { status: number; message: string }> = {
  none: { status: 200, message: STUDENT_SPACE_MESSAGES.joined },
  valid: { status: 200, message: REDEMPTION_MESSAGES.alreadyHasAccess },
  deactivated: { status: 403, message: REDEMPTION_MESSAGES.suspended },
  expired: { status: 409, message: REDEMPTION_MESSAGES.expired },
  trial: { status: 200, message: REDEMPTION_MESSAGES.alreadyHasAccess },
  partial: { status: 200, message: REDEMPTION_MESSAGES.alreadyHasAccess },
}

/** A second try: the first one either granted the access (now valid) or changed nothing. */
const AGAIN: Record<State, { status: number; message: string }> = { ...EXPECTED, none: EXPECTED.valid }

async function prepare(state: State) {
  const course = await newCourse()
  const student = await signedInStudent()
  const setup = STATES[state]
  if (setup) {
    const { expired, ...terms } = { expired: false, ...setup }
    await grant(t.app, admin, { student_id: student.id, course_id: course.id, ...terms })
    if (expired) await t.services.db.updateTable('accesses').set({ expires_at: PAST() }).where('student_id', '=', student.id).execute()
  }
  return { course, student, link: await newLink(course.id), before: await accessRow(student.id, course.id) }
}

describe.each(['code', 'link'] as const)('by %s', (via) => {
  it.each(Object.keys(STATES) as State[])('with an access that is %s: answered, never extended, renewed, re-activated or upgraded', async (state) => {
    const { course, student, link, before } = await prepare(state)
    expect(await redeem(via, student.headers, course, link)).toEqual(EXPECTED[state])
    const after = await accessRow(student.id, course.id)
    if (state === 'none') {
      expect(after).toMatchObject({ access_type: 'standard', is_active: true, duration_days: 30, modules: [] })
      const days = (Date.parse(after?.expires_at ?? '') - Date.now()) / 86_400_000
      expect(days).toBeGreaterThan(29.9)
      expect(days).toBeLessThanOrEqual(30)
    } else {
      expect(after).toEqual(before)
    }
    const settled = await accessRow(student.id, course.id)
    expect(await redeem(via, student.headers, course, link)).toEqual(AGAIN[state])
    expect(await accessRow(student.id, course.id)).toEqual(settled)
  })

  it('once per student: an access the admin deleted comes back neither by the same one nor by a fresh one', async () => {
    const { course, student, link } = await prepare('none')
    expect((await redeem(via, student.headers, course, link)).status).toBe(200)
    await deleteAccessOf(student.id, course.id)
    expect(await redeem(via, student.headers, course, link)).toEqual(REMOVED)
    expect(await accessRow(student.id, course.id)).toBeUndefined()

    // DESIGN §15: a regenerated code, or a new link, does not bring it back either
    const fresh = via === 'code' ? { ...course, code: await regenerateCode(course.id) } : course
    const freshLink = via === 'link' ? await newLink(course.id) : link
    const redemptions = await redemptionsOf(student.id)
    expect(await redeem(via, student.headers, fresh, freshLink)).toEqual(REMOVED)
    expect(await accessRow(student.id, course.id)).toBeUndefined()
    expect(await redemptionsOf(student.id)).toEqual(redemptions)
    // another student still joins with it
    const other = await signedInStudent()
    expect(await redeem(via, other.headers, fresh, freshLink)).toEqual(EXPECTED.none)
  })

  it('a simultaneous burst grants one access and answers every call', async () => {
    const { course, student, link } = await prepare('none')
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => redeem(via, student.headers, course, link)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    expect(answers.filter((a) => a.message === STUDENT_SPACE_MESSAGES.joined)).toHaveLength(1)
    const rows = await t.services.db.selectFrom('accesses').select('id').where('student_id', '=', student.id).execute()
    expect(rows).toHaveLength(1)
  })
})

it('a link and a code of the same course: whichever comes first grants, the other changes nothing', async () => {
  const { course, student, link } = await prepare('none')
  const answers = await Promise.all([redeem('code', student.headers, course, link), redeem('link', student.headers, course, link)])
  expect(answers.map((a) => a.message).sort()).toEqual([REDEMPTION_MESSAGES.alreadyHasAccess, STUDENT_SPACE_MESSAGES.joined].sort())
  const links = await t.services.db.selectFrom('course_links').select('use_count').where('course_id', '=', course.id).execute()
  const redemptions = await t.services.db.selectFrom('access_redemptions').select('id').where('student_id', '=', student.id).execute()
  expect(redemptions).toHaveLength(1)
  expect(links[0]?.use_count).toBe(answers[1]?.message === STUDENT_SPACE_MESSAGES.joined ? 1 : 0)
})

it('an access an admin granted, then deleted: neither an unused link nor the code opens a new one', async () => {
  const { course, student, link } = await prepare('valid')
  await deleteAccessOf(student.id, course.id)
  expect(await accessRow(student.id, course.id)).toBeUndefined()

  expect(await redeem('link', student.headers, course, link)).toEqual(REMOVED)
  expect(await redeem('code', student.headers, course, link)).toEqual(REMOVED)
  expect(await accessRow(student.id, course.id)).toBeUndefined()
  expect(await redemptionsOf(student.id)).toEqual([])
  const uses = await t.services.db.selectFrom('course_links').select('use_count').where('course_id', '=', course.id).execute()
  expect(uses.map((row) => row.use_count)).toEqual([0])

  // the team may give it back; the student who never had one joins as before
  expect((await grant(t.app, admin, { student_id: student.id, course_id: course.id })).extended).toBe(false)
  const newcomer = await signedInStudent()
  expect(await redeem('link', newcomer.headers, course, link)).toEqual(EXPECTED.none)
  expect(await redeem('code', newcomer.headers, course, link)).toEqual(EXPECTED.valid)
})
