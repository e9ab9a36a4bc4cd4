import { applyDueGrants } from '@tutorat/api'
import { DRIVE_MESSAGES, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idToken, type FakeGoogle } from './fake-google.ts'
import { googleTestApp } from './google-test-app.ts'
import { bearer, grant, makeCourse, makeStudent, makeVideo, studentLogin, type TestApp } from './helpers.ts'

// DESIGN §16 « Associer mon compte Google »: the Google account a student watches `drive` videos
// with, proven by Google's ID token (audience GOOGLE_CLIENT_ID), one per student and one student
// per account; Google sign-in sets it too; a change takes back what the old address was given.

let google: FakeGoogle
let t: TestApp
let admin: Record<string, string>
let close: () => Promise<void>
beforeAll(async () => void ({ google, t, admin, close } = await googleTestApp()))
afterAll(() => close())

async function signedInStudent() {
  const student = await makeStudent(t.app, admin)
  const { access_token } = await studentLogin(t.app, student.email, student.password)
  return { ...student, headers: bearer(access_token) }
}

const link = async (headers: Record<string, string>, credential: string) =>
  t.app.inject({ method: 'POST', url: '/api/student/google-account', headers, payload: { credential } })

async function drain() {
  const drive = t.services.drive
  if (!drive) throw new Error('Google is connected in these tests')
  while ((await applyDueGrants(t.services.db, drive)) > 0);
}

describe('« Associer mon compte Google »', () => {
  it('links the verified address of a valid ID token, and shows it', async () => {
    const s = await signedInStudent()
    expect((await t.app.inject({ url: '/api/student/google-account', headers: s.headers })).json()).toEqual({ google_email: null, verified_at: null })
    const linked = await link(s.headers, await idToken('Nadia.Alaoui@Gmail.com'))
    expect(linked.statusCode, linked.body).toBe(200)
    expect(linked.json()).toMatchObject({ google_email: 'nadia.alaoui@gmail.com', message: DRIVE_MESSAGES.googleAccountLinked('nadia.alaoui@gmail.com') })
    expect((await t.app.inject({ url: '/api/student/google-account', headers: s.headers })).json().google_email).toBe('nadia.alaoui@gmail.com')
  })

  it('refuses a forged, foreign-audience or unverified token, and a token for nobody', async () => {
    const s = await signedInStudent()
    const forged = `${(await idToken('pirate@gmail.com')).slice(0, -6)}AAAAAA`
    for (const [credential, detail] of [
      [forged, STUDENT_SPACE_MESSAGES.googleFailed],
      [await idToken('pirate@gmail.com', {}, 'autre-site.apps.googleusercontent.com'), STUDENT_SPACE_MESSAGES.googleFailed],
      [await idToken('pirate@gmail.com', { email_verified: false }), STUDENT_SPACE_MESSAGES.googleEmailUnverified],
    ] as const) {
      const response = await link(s.headers, credential)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ detail: detail })
    }
    expect((await link({}, await idToken('pirate@gmail.com'))).statusCode).toBe(401)
    const row = await t.handle.db.selectFrom('students').select('google_email').where('id', '=', s.id).executeTakeFirstOrThrow()
    expect(row.google_email).toBeNull()
  })

  it('refuses another student’s Google account with a 409', async () => {
    const owner = await signedInStudent()
    const other = await signedInStudent()
    expect((await link(owner.headers, await idToken('partage@gmail.com'))).statusCode).toBe(200)
    const taken = await link(other.headers, await idToken('PARTAGE@gmail.com'))
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({ detail: DRIVE_MESSAGES.googleAccountTaken })
    // relinking one's own account is fine
    expect((await link(owner.headers, await idToken('partage@gmail.com'))).statusCode).toBe(200)
  })

  it('is set by Google sign-in when the student has none, never replacing a linked one', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/google-login', payload: { credential: await idToken('nouvel.eleve@gmail.com') } })
    expect(signIn.statusCode, signIn.body).toBe(200)
    const headers = bearer(signIn.json().access_token)
    expect((await t.app.inject({ url: '/api/student/google-account', headers })).json().google_email).toBe('nouvel.eleve@gmail.com')
    const linked = await signedInStudent()
    await link(linked.headers, await idToken('perso@gmail.com'))
    await t.handle.db.updateTable('students').set({ email: 'ecole@gmail.com' }).where('id', '=', linked.id).execute()
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/google-login', payload: { credential: await idToken('ecole@gmail.com') } })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/student/google-account', headers: linked.headers })).json().google_email).toBe('perso@gmail.com')
  })

  it('takes back the old address’s permissions when the account changes or is unlinked', async () => {
    google.addFile('fichierCompte0001', 'Cours compte')
    const course = await makeCourse(t.app, admin, 'Compte Google')
    await makeVideo(t.app, admin, course.id, { title: 'Chapitre 1', drive: 'fichierCompte0001' })
    const s = await signedInStudent()
    await link(s.headers, await idToken('ancien@gmail.com'))
    await grant(t.app, admin, { student_id: s.id, course_id: course.id, access_type: 'standard', duration_days: 30 })
    await drain()
    expect(google.readers('fichierCompte0001')).toContain('ancien@gmail.com')
    await link(s.headers, await idToken('nouveau@gmail.com'))
    await drain()
    expect(google.readers('fichierCompte0001')).toContain('nouveau@gmail.com')
    expect(google.readers('fichierCompte0001')).not.toContain('ancien@gmail.com')
    const unlinked = await t.app.inject({ method: 'DELETE', url: '/api/student/google-account', headers: s.headers })
    expect(unlinked.json()).toMatchObject({ google_email: null, message: DRIVE_MESSAGES.googleAccountUnlinked })
    await drain()
    expect(google.readers('fichierCompte0001')).not.toContain('nouveau@gmail.com')
  })
})
