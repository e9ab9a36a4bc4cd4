import { ADMIN_MESSAGES, MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, bearer, createAdmin, createTestApp, loginAs, studentToken, type TestApp } from './helpers.ts'

let t: TestApp
let rootAccount: Awaited<ReturnType<typeof createAdmin>>
let root: Record<string, string>
let regular: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  rootAccount = await createAdmin(t.services, { superAdmin: true })
  root = await adminHeaders(t.app, rootAccount)
  regular = await adminHeaders(t.app, await createAdmin(t.services))
})
afterAll(() => t.close())

const create = (body: Record<string, unknown>, headers = root) => t.app.inject({ method: 'POST', url: '/api/admin/management/', headers, payload: body })

describe('managing admins', () => {
  it('creates with validation (password ≥ 8) and refuses a duplicate email', async () => {
    expect((await create({ name: 'A', email: 'a@x.ma', password: 'court' })).json().detail).toBe(ADMIN_MESSAGES.passwordMin)
    expect((await create({ email: 'a@x.ma', password: 'assez-long' })).json().detail).toBe(ADMIN_MESSAGES.nameRequired)
    const created = await create({ name: 'Prof Amal', email: 'Amal@Example.ma', password: 'assez-long' })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ email: 'amal@example.ma', is_super_admin: false, is_active: true, course_count: 0 })
    expect((await create({ name: 'B', email: 'amal@example.ma', password: 'assez-long' })).statusCode).toBe(409)
    await loginAs(t.app, 'amal@example.ma', 'assez-long')
  })

  it('a blank password on edit keeps the old one; a new one revokes old tokens', async () => {
    const { id } = (await create({ name: 'C', email: 'c@example.ma', password: 'premier-mdp' })).json()
    const token = await loginAs(t.app, 'c@example.ma', 'premier-mdp')
    await t.app.inject({ method: 'PUT', url: `/api/admin/management/${id}`, headers: root, payload: { name: 'C bis', password: '' } })
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).json().name).toBe('C bis')
    await t.app.inject({ method: 'PUT', url: `/api/admin/management/${id}`, headers: root, payload: { password: 'second-mdp' } })
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401)
    await loginAs(t.app, 'c@example.ma', 'second-mdp')
  })

  it('nobody toggles or deletes themselves; a deactivated admin’s tokens stop at once', async () => {
    const self = await t.app.inject({ method: 'PUT', url: `/api/admin/management/${rootAccount.id}/toggle-status`, headers: root })
    expect(self.statusCode).toBe(403)
    expect(self.json()).toEqual({ detail: ADMIN_MESSAGES.notYourself })
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/management/${rootAccount.id}`, headers: root })).statusCode).toBe(403)

    const { id } = (await create({ name: 'D', email: 'd@example.ma', password: 'mot-de-passe' })).json()
    const token = await loginAs(t.app, 'd@example.ma', 'mot-de-passe')
    const off = await t.app.inject({ method: 'PUT', url: `/api/admin/management/${id}/toggle-status`, headers: root })
    expect(off.json().is_active).toBe(false)
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).json()).toEqual({ detail: MESSAGES.sessionExpired })
  })

  it('the last active super admin can never be demoted, deactivated or deleted', async () => {
    const second = (await create({ name: 'Second', email: 'second@example.ma', password: 'mot-de-passe', is_super_admin: true })).json()
    const secondHeaders = bearer(await loginAs(t.app, 'second@example.ma', 'mot-de-passe'))
    // two super admins: demoting one is fine
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/management/${second.id}`, headers: root, payload: { is_super_admin: false } })).json().is_super_admin).toBe(false)
    // now root is the last one: another super admin cannot be created-then-used to remove it... and root itself is protected
    const promote = await t.app.inject({ method: 'PUT', url: `/api/admin/management/${second.id}`, headers: root, payload: { is_super_admin: true } })
    expect(promote.json().is_super_admin).toBe(true)
    const fresh = bearer(await loginAs(t.app, 'second@example.ma', 'mot-de-passe'))
    await t.app.inject({ method: 'PUT', url: `/api/admin/management/${rootAccount.id}/toggle-status`, headers: fresh })
    const lastDemote = await t.app.inject({ method: 'PUT', url: `/api/admin/management/${second.id}`, headers: root, payload: { is_super_admin: false } })
    expect(lastDemote.statusCode).toBe(401) // root was deactivated by second
    const selfDemote = await t.app.inject({ method: 'PUT', url: `/api/admin/management/${second.id}`, headers: fresh, payload: { is_super_admin: false } })
    expect(selfDemote.statusCode).toBe(403)
    expect(selfDemote.json()).toEqual({ detail: ADMIN_MESSAGES.lastSuperAdmin })
    expect(secondHeaders.authorization).toBeTruthy()
    // restore root for the other tests
    await t.app.inject({ method: 'PUT', url: `/api/admin/management/${rootAccount.id}/toggle-status`, headers: fresh })
    root = await adminHeaders(t.app, rootAccount)
  })

  it('deleting an admin hands their courses to the super admin', async () => {
    const { id } = (await create({ name: 'E', email: 'e@example.ma', password: 'mot-de-passe' })).json()
    const e = bearer(await loginAs(t.app, 'e@example.ma', 'mot-de-passe'))
    const course = (await t.app.inject({ method: 'POST', url: '/api/admin/courses', headers: e, payload: { title: 'À transférer', subject: 'Autre', level: 'Débutant' } })).json()
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/management/${id}`, headers: root })
    expect(deleted.json()).toEqual({ message: ADMIN_MESSAGES.deleted, transferred_courses: 1 })
    const owner = await t.services.db.selectFrom('courses').select('created_by').where('id', '=', course.id).executeTakeFirstOrThrow()
    expect(owner.created_by).toBe(rootAccount.id)
  })

  it('own profile: password change needs the current one; the flag cannot be granted', async () => {
    const { id } = (await create({ name: 'F', email: 'f@example.ma', password: 'mot-de-passe' })).json()
    const f = bearer(await loginAs(t.app, 'f@example.ma', 'mot-de-passe'))
    const noCurrent = await t.app.inject({ method: 'PUT', url: '/api/admin/management/profile/me', headers: f, payload: { password: 'nouveau-mdp' } })
    expect(noCurrent.json()).toEqual({ detail: ADMIN_MESSAGES.currentPasswordRequired })
    const wrong = await t.app.inject({ method: 'PUT', url: '/api/admin/management/profile/me', headers: f, payload: { password: 'nouveau-mdp', current_password: 'faux' } })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json()).toEqual({ detail: ADMIN_MESSAGES.currentPasswordWrong })
    const sneaky = await t.app.inject({ method: 'PUT', url: '/api/admin/management/profile/me', headers: f, payload: { name: 'F2', is_super_admin: true } })
    expect(sneaky.json()).toMatchObject({ id, name: 'F2', is_super_admin: false })
  })

  it('own profile: a new sign-in email needs the current password (a stolen session cannot take the account over)', async () => {
    await create({ name: 'G', email: 'g@example.ma', password: 'mot-de-passe' })
    const g = bearer(await loginAs(t.app, 'g@example.ma', 'mot-de-passe'))
    const profile = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/admin/management/profile/me', headers: g, payload })

    const noCurrent = await profile({ email: 'pirate@example.ma' })
    expect(noCurrent.statusCode).toBe(400)
    expect(noCurrent.json()).toEqual({ detail: ADMIN_MESSAGES.currentPasswordRequired })
    const wrong = await profile({ email: 'pirate@example.ma', current_password: 'devine' })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json()).toEqual({ detail: ADMIN_MESSAGES.currentPasswordWrong })
    await loginAs(t.app, 'g@example.ma', 'mot-de-passe')

    // the same email (any case) and the name alone need nothing more
    expect((await profile({ name: 'G2', email: 'G@Example.ma' })).statusCode).toBe(200)
    const moved = await profile({ email: 'g.nouveau@example.ma', current_password: 'mot-de-passe' })
    expect(moved.json()).toMatchObject({ email: 'g.nouveau@example.ma', name: 'G2' })
    await loginAs(t.app, 'g.nouveau@example.ma', 'mot-de-passe')
  })

  it('is refused to visitors, students and regular admins (except their own profile)', async () => {
    const student = bearer(await studentToken())
    for (const [method, url] of [['GET', '/api/admin/management'], ['POST', '/api/admin/management'], ['PUT', `/api/admin/management/${rootAccount.id}/toggle-status`], ['DELETE', `/api/admin/management/${rootAccount.id}`]] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401)
      expect((await t.app.inject({ method, url, headers: student })).statusCode, url).toBe(403)
      expect((await t.app.inject({ method, url, headers: regular, payload: {} })).statusCode, url).toBe(403)
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/management/profile/me', headers: regular, payload: { name: 'Moi' } })).statusCode).toBe(200)
  })
})
