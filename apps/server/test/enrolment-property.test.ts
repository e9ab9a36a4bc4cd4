// DESIGN §4 revised (issue 13), as a property: whatever admin B does to enrol students (access form
// by id, invite by email, CSV import), B ends up controlling exactly the accounts B created, and no
// answer B receives names an email B was not given or an account B could not see.
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, makeCourse, type TestApp } from './helpers.ts'

let t: TestApp
let adminA: number
let b: Record<string, string>
let courseA: number
let courseB: number

beforeAll(async () => {
  t = await createTestApp()
  const a = await createAdmin(t.services)
  adminA = a.id
  courseA = (await makeCourse(t.app, await adminHeaders(t.app, a), 'Cours de A')).id
  b = await adminHeaders(t.app, await createAdmin(t.services))
  courseB = (await makeCourse(t.app, b, 'Cours de B')).id
})
afterAll(() => t.close())

type Origin = 'byA' | 'byAEnrolled' | 'selfSigned' | 'google'
const ORIGINS: Origin[] = ['byA', 'byAEnrolled', 'selfSigned', 'google']

interface Account {
  id: number
  name: string
  email: string
}

let run = 0
/** Accounts B did not create, one per origin, with names and emails nobody told B. */
async function seedPool(): Promise<Account[]> {
  run += 1
  const accounts: Account[] = []
  for (const origin of ORIGINS) {
    const name = `Secret ${origin} ${run} ${Math.random().toString(36).slice(2, 8)}`
    const email = `${origin.toLowerCase()}-${run}-${Date.now()}@cache.example.ma`
    const creator = origin === 'byA' || origin === 'byAEnrolled' ? adminA : null
    const google = origin === 'google' ? { google_sub: `sub-${run}-${Date.now()}` } : {}
    const row = await t.services.db.insertInto('students').values({ name, email, created_by: creator, ...google }).returning('id').executeTakeFirstOrThrow()
    if (origin === 'byAEnrolled') await t.services.db.insertInto('accesses').values({ student_id: row.id, course_id: courseA }).execute()
    accounts.push({ id: row.id, name, email })
  }
  return accounts
}

type Op = { kind: 'formById'; target: number } | { kind: 'invite'; target: number } | { kind: 'import'; targets: number[] } | { kind: 'inviteNew' }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('formById' as const), target: fc.nat(ORIGINS.length - 1) }),
  fc.record({ kind: fc.constant('invite' as const), target: fc.nat(ORIGINS.length - 1) }),
  fc.record({ kind: fc.constant('import' as const), targets: fc.uniqueArray(fc.nat(ORIGINS.length - 1), { minLength: 1, maxLength: 3 }) }),
  fc.constant({ kind: 'inviteNew' as const }),
)

/** What B's run has seen: answers, emails B typed, accounts B created or enrolled. */
class Session {
  bodies: string[] = []
  given = new Set<string>()
  visible = new Set<number>()
  created: Account[] = []

  async send(method: 'POST', url: string, payload: object) {
    const response = await t.app.inject({ method, url, headers: { ...b, 'content-type': 'application/json' }, payload })
    this.bodies.push(response.body)
    return response
  }
}

async function apply(session: Session, accounts: Account[], step: Op) {
  const target = (i: number) => accounts[i % accounts.length] as Account
  if (step.kind === 'formById') {
    const account = target(step.target)
    const response = await session.send('POST', '/api/admin/accesses', { student_id: account.id, course_id: courseB })
    expect(response.statusCode).toBe(session.visible.has(account.id) ? 201 : 404)
    return
  }
  if (step.kind === 'invite') {
    const account = target(step.target)
    session.given.add(account.email)
    const response = await session.send('POST', '/api/admin/students', { name: 'Nom de B', email: account.email, course_id: courseB })
    expect(response.json()).toMatchObject({ already_existed: true, set_password_url: null })
    session.visible.add(account.id)
    return
  }
  if (step.kind === 'import') {
    const rows = step.targets.map(target)
    for (const account of rows) session.given.add(account.email)
    const csv = ['name,email', ...rows.map((account) => `Nom de B,${account.email}`)].join('\n')
    const response = await session.send('POST', '/trpc/students.import', { course_id: courseB, csv })
    expect(response.json().result.data.existing).toBe(rows.length)
    for (const account of rows) session.visible.add(account.id)
    return
  }
  const email = `neuf-${run}-${session.created.length}-${Date.now()}@b.example.ma`
  session.given.add(email)
  const response = await session.send('POST', '/api/admin/students', { name: 'Créé par B', email, course_id: courseB })
  const student = response.json().student as Account
  expect(response.json().set_password_url).toMatch(/\/student\/set-password\//)
  session.created.push(student)
  session.visible.add(student.id)
}

/** B controls exactly what B created; every other account refuses B's edit (403 seen, 404 hidden). */
async function checkControl(session: Session, accounts: Account[]) {
  for (const account of [...accounts, ...session.created]) {
    const mine = session.created.some((c) => c.id === account.id)
    const edit = await session.send('POST', '/trpc/students.update', { id: account.id, phone: '0600000000' })
    if (mine) expect(edit.statusCode).toBe(200)
    else expect(edit.statusCode).toBe(session.visible.has(account.id) ? 403 : 404)
  }
  const list = await t.app.inject({ url: '/api/admin/students?limit=200', headers: b })
  session.bodies.push(list.body)
  const listed = new Set(list.json<{ id: number }[]>().map((s) => s.id))
  for (const account of accounts) expect(listed.has(account.id)).toBe(session.visible.has(account.id))
}

function checkLeaks(session: Session, accounts: Account[]) {
  const everything = session.bodies.join('\n')
  for (const account of accounts) {
    if (!session.given.has(account.email)) expect(everything).not.toContain(account.email)
    if (!session.visible.has(account.id)) expect(everything).not.toContain(account.name)
  }
}

it('admin B never gains control of, nor learns about, an account B did not create', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (steps) => {
      const accounts = await seedPool()
      const session = new Session()
      for (const step of steps) await apply(session, accounts, step)
      await checkControl(session, accounts)
      checkLeaks(session, accounts)
      // enrolling never hands an account to B: A's accounts are still A's
      const controlled = await t.services.db.selectFrom('students').select('id').where('created_by', '=', adminA).where('id', 'in', accounts.map((a) => a.id)).execute()
      expect(controlled).toHaveLength(2)
    }),
    { numRuns: 25 },
  )
})
