import { afterAll, beforeAll, expect, it } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, formBody, loginAs, makeStudent, studentLogin, type TestApp } from './helpers.ts'

// The public lists come from memory for PUBLIC_CACHE_MS; an admin's change made through the app empties it.
let t: TestApp
let root: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_MS: '60000' })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
})
afterAll(() => t.close())

const publicTitles = async () => {
  const response = await t.app.inject({ url: '/api/announcements/?active_only=true' })
  expect(response.statusCode).toBe(200)
  return response.json<{ title: string }[]>().map((announcement) => announcement.title)
}
const trpcTitles = async () => {
  const response = await t.app.inject({ url: '/trpc/announcements.list?input=%7B%7D' })
  return response.json<{ result: { data: { title: string }[] } }>().result.data.map((announcement) => announcement.title)
}

it('serves the public list from memory, and forgets it when an admin changes anything', async () => {
  expect(await publicTitles()).toEqual([])
  // written behind the app's back: the cached answer stands, on both paths
  await t.services.db.insertInto('announcements').values({ title: 'Écrite directement', is_active: true }).execute()
  expect(await publicTitles()).toEqual([])
  expect(await trpcTitles()).toEqual([])

  const announce = (title: string) => {
    const body = formBody({ title })
    return t.app.inject({ method: 'POST', url: '/api/admin/announcements', headers: { ...root, ...body.headers }, payload: body.payload })
  }
  const created = await announce('Publiée par le super admin')
  expect(created.statusCode).toBe(201)
  expect((await publicTitles()).sort()).toEqual(['Publiée par le super admin', 'Écrite directement'].sort())

  // a refused change empties nothing (and changes nothing)
  await t.services.db.insertInto('announcements').values({ title: 'Encore directe', is_active: true }).execute()
  const refused = await announce('')
  expect(refused.statusCode).toBe(400)
  expect(await publicTitles()).not.toContain('Encore directe')
})

it('keeps the lists through what visitors and students do, which never changes them', async () => {
  const student = await makeStudent(t.app, root)
  const before = await publicTitles()
  await t.services.db.insertInto('announcements').values({ title: 'Pas encore servie', is_active: true }).execute()
  expect((await t.app.inject({ method: 'POST', url: '/api/testimonials/submit', payload: { nom: 'Salma', ecole: 'ENSA Agadir', comment: 'Très clair', rating: 5 } })).statusCode).toBe(201)
  await studentLogin(t.app, student.email, student.password)
  const admin = await createAdmin(t.services)
  await loginAs(t.app, admin.email, admin.password)
  expect(await publicTitles()).toEqual(before)
})
