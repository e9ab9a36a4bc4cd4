import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { applyDueGrants, hashPassword, insertAdmin, runDueDriveAudit } from '@tutorat/api'
import { DRIVE_MESSAGES } from '@tutorat/contracts'
import { createTestDb } from '@tutorat/db/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCommand } from '../../../scripts/admin-command.ts'
import { startFakeGoogle, SUBJECT, type FakeGoogle } from './fake-google.ts'
import { adminHeaders, createAdmin, createTestApp, grant, makeCourse, makeStudent, makeVideo, type TestApp } from './helpers.ts'

// DESIGN §16 « Audit »: every paid video file of the `drive` courses shared with anyone, a domain,
// or a user without a live grant is listed; « Corriger » removes those permissions. The business's
// own people and the students' live grants stay. Daily (once), from the back office and the CLI.

let google: FakeGoogle
let t: TestApp
let admin: Record<string, string>
let superAdmin: Record<string, string>
beforeAll(async () => {
  google = await startFakeGoogle()
  t = await createTestApp(google.env)
  admin = await adminHeaders(t.app, await createAdmin(t.services))
  superAdmin = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
})
afterAll(async () => {
  await t.close()
  await google.close()
})

const audit = (headers: Record<string, string>, fix = false) => t.app.inject({ method: 'POST', url: `/api/admin/drive/audit${fix ? '/fix' : ''}`, headers })

describe('« Vérifier le partage » and « Corriger »', () => {
  it('lists the ways in nobody gave, removes them, and keeps the business and the live grants', async () => {
    google.addFile('auditPublic00001', 'Public', { permissions: [{ type: 'anyone', role: 'reader' }] })
    google.addFile('auditDomaine0001', 'Domaine', {
      permissions: [
        { type: 'domain', role: 'reader', domain: 'lycee.ma' },
        { type: 'user', role: 'writer', emailAddress: 'prof@tutorat-test.ma' },
        { type: 'user', role: 'reader', emailAddress: 'ancien.eleve@gmail.com' },
      ],
    })
    google.addFile('auditAccorde0001', 'Accordé')
    google.addFile('auditGratuit0001', 'Gratuit', { permissions: [{ type: 'anyone', role: 'reader' }] })
    google.addFile('auditLien0000001', 'Lien', { permissions: [{ type: 'anyone', role: 'reader' }] })
    const course = await makeCourse(t.app, admin, 'Audit')
    await makeVideo(t.app, admin, course.id, { title: 'Public', drive: 'auditPublic00001' })
    await makeVideo(t.app, admin, course.id, { title: 'Domaine', drive: 'auditDomaine0001' })
    await makeVideo(t.app, admin, course.id, { title: 'Accordé', drive: 'auditAccorde0001' })
    await makeVideo(t.app, admin, course.id, { title: 'Gratuit', drive: 'auditGratuit0001', is_free: true })
    const open = (await t.app.inject({ method: 'POST', url: '/api/admin/courses', headers: admin, payload: { title: 'Ouvert', subject: 'Physique', level: 'Débutant', protection: 'lien' } })).json<{ id: number }>()
    await makeVideo(t.app, admin, open.id, { title: 'Lien', drive: 'auditLien0000001' })
    const student = await makeStudent(t.app, admin)
    await t.handle.db.updateTable('students').set({ google_email: 'eleve.audit@gmail.com' }).where('id', '=', student.id).execute()
    await grant(t.app, admin, { student_id: student.id, course_id: course.id, access_type: 'standard' })
    const drive = t.services.drive
    if (!drive) throw new Error('connected')
    while ((await applyDueGrants(t.services.db, drive)) > 0);
    expect(google.readers('auditAccorde0001')).toContain('eleve.audit@gmail.com')

    expect((await audit(admin)).statusCode).toBe(403)
    const found = await audit(superAdmin)
    expect(found.statusCode, found.body).toBe(200)
    const body = found.json()
    expect(body.checked_files).toBe(3)
    expect(body.findings.map((f: { file_id: string; type: string; target: string | null }) => `${f.file_id} ${f.type} ${f.target}`).sort()).toEqual([
      'auditDomaine0001 domain lycee.ma',
      'auditDomaine0001 user ancien.eleve@gmail.com',
      'auditPublic00001 anyone null',
    ])
    expect(body.message).toBe('3 partages en trop : « Corriger » les retire.')

    const fixed = await audit(superAdmin, true)
    expect(fixed.json()).toMatchObject({ removed: 3, findings: [], message: '3 partages retirés.' })
    expect(google.files.get('auditPublic00001')?.permissions.map((p) => p.emailAddress).sort()).toEqual(['eleve.audit@gmail.com', SUBJECT].sort())
    expect(google.files.get('auditDomaine0001')?.permissions.map((p) => p.emailAddress ?? p.domain).sort()).toEqual(['eleve.audit@gmail.com', 'prof@tutorat-test.ma', SUBJECT].sort())
    expect(google.readers('auditAccorde0001')).toEqual(['eleve.audit@gmail.com'])
    // free and « lien » files are not the audit's business
    expect(google.files.get('auditGratuit0001')?.permissions.some((p) => p.type === 'anyone')).toBe(true)
    expect(google.files.get('auditLien0000001')?.permissions.some((p) => p.type === 'anyone')).toBe(true)
    expect((await audit(superAdmin)).json()).toMatchObject({ findings: [], message: 'Partage vérifié : aucun accès en trop sur 3 fichiers payants.' })
    const card = (await t.app.inject({ url: '/api/admin/drive/status', headers: superAdmin })).json()
    expect(card.last_audit_at).not.toBeNull()
  })

  it('runs daily once across instances', async () => {
    const drive = t.services.drive
    if (!drive) throw new Error('connected')
    const now = new Date()
    const runs = await Promise.all([runDueDriveAudit(t.services.db, drive, now, '2031-01-05'), runDueDriveAudit(t.services.db, drive, now, '2031-01-05')])
    expect(runs.filter(Boolean)).toHaveLength(1)
    expect(await runDueDriveAudit(t.services.db, drive, now, '2031-01-06')).toBe(true)
  })

  it('says Google Drive is not connected when it is not', async () => {
    const plain = await createTestApp()
    try {
      const headers = await adminHeaders(plain.app, await createAdmin(plain.services, { superAdmin: true }))
      const refused = await plain.app.inject({ method: 'POST', url: '/api/admin/drive/audit', headers })
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toEqual({ detail: DRIVE_MESSAGES.notConnected })
    } finally {
      await plain.close()
    }
  })
})

describe('npm run admin -- drive-audit [--fix]', { timeout: 60_000 }, () => {
  it('lists, then removes, the extra sharing of the paid files', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tutorat-drive-cli-'))
    const handle = await createTestDb({ dataDir })
    try {
      const owner = await insertAdmin(handle.db, { name: 'Nadia', email: 'nadia.cli@example.ma', passwordHash: await hashPassword('mot-de-passe-cli'), isSuperAdmin: true })
      const course = await handle.db.insertInto('courses').values({ title: 'CLI', subject: 'Autre', level: 'Avancé', access_code: 'CLI-DRIVE', created_by: owner.id, protection: 'drive' }).returning('id').executeTakeFirstOrThrow()
      await handle.db.insertInto('videos').values({ course_id: course.id, title: 'Chapitre fuité', drive_url: 'https://drive.google.com/file/d/cliFuite00001/view', drive_file_id: 'cliFuite00001', order_in_course: 1 }).execute()
      google.addFile('cliFuite00001', 'Fuite', { permissions: [{ type: 'anyone', role: 'reader' }] })
      const url = handle.url
      if (!url) await handle.close()
      const env = { ...google.env, PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: '0', ...(url ? { DATABASE_URL: url } : {}) }
      // the command as the script runs it (admin-cli.test.ts runs the script itself as a process)
      const run = async (...args: string[]) => {
        const out = { stdout: '', stderr: '' }
        const code = await adminCommand(['drive-audit', ...args], env, { log: (line) => void (out.stdout += `${line}\n`), error: (line) => void (out.stderr += `${line}\n`) })
        expect(code, out.stderr).toBe(0)
        return out
      }
      const listed = await run()
      expect(listed.stdout).toContain('1 partage en trop : « Corriger » les retire.')
      expect(listed.stdout).toContain('CLI › Chapitre fuité (cliFuite00001) : anyone, reader')
      expect(google.files.get('cliFuite00001')?.permissions.some((p) => p.type === 'anyone')).toBe(true)
      expect((await run('--fix')).stdout).toContain('1 partage retiré.')
      expect(google.files.get('cliFuite00001')?.permissions.some((p) => p.type === 'anyone')).toBe(false)
      if (url) await handle.close()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
