import { IMPORT_MAX_ROWS, STUDENT_MESSAGES } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, grant, makeCourse, makeStudent, type TestApp } from './helpers.ts'

// The CSV import of students (issue 29): French headers and their variants, levels as admins type
// them, a preview that writes nothing, errors per line, and what happened to each access.

type Headers = Record<string, string>
let t: TestApp
let owner: Headers
let other: Headers

beforeAll(async () => {
  t = await createTestApp()
  owner = await adminHeaders(t.app, await createAdmin(t.services))
  other = await adminHeaders(t.app, await createAdmin(t.services))
})
afterAll(() => t.close())

const call = async (path: 'students.import' | 'students.importPreview', headers: Headers, input: Record<string, unknown>) => {
  const response = await t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: input })
  return { status: response.statusCode, body: response.json() }
}
const preview = (headers: Headers, input: Record<string, unknown>) => call('students.importPreview', headers, input)
const run = (headers: Headers, input: Record<string, unknown>) => call('students.import', headers, input)

const studentsCount = async () => Number((await t.services.db.selectFrom('students').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
const accessesCount = async () => Number((await t.services.db.selectFrom('accesses').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
const account = (email: string) => t.services.db.selectFrom('students').select(['name', 'phone', 'school', 'level']).where('email', '=', email).executeTakeFirst()

describe('reading the file', () => {
  it('takes French headers with accents, capitals and spaces, and levels as admins type them', async () => {
    const course = await makeCourse(t.app, owner)
    const csv = [
      '\uFEFF Prénom ;NOM;Téléphone;E-mail;École;Niveau',
      'Imane;Berrada;0611111111;Imane.Berrada@example.ma;ENSA Kénitra;avancé',
      'Omar;Tazi;;omar.tazi@example.ma;FST Settat;S2',
      'Sara;Alami;;sara.alami@example.ma;;  INTERMEDIAIRE ',
      'Ali;Idrissi;;ali.idrissi@example.ma;;',
    ].join('\r\n')
    const before = await studentsCount()
    const answer = await preview(owner, { course_id: course.id, csv })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.result.data).toMatchObject({ new: 4, existing: 0, refused: 0 })
    expect(await studentsCount()).toBe(before)

    expect((await run(owner, { course_id: course.id, csv })).body.result.data).toMatchObject({ created: 4, refused: 0 })
    expect(await account('imane.berrada@example.ma')).toEqual({ name: 'Imane Berrada', phone: '+212611111111', school: 'ENSA Kénitra', level: 'Avancé' })
    expect(await account('omar.tazi@example.ma')).toMatchObject({ level: 'Débutant', school: 'FST Settat' })
    expect(await account('sara.alami@example.ma')).toMatchObject({ level: 'Intermédiaire' })
    expect(await account('ali.idrissi@example.ma')).toMatchObject({ level: null, school: null })
  })

  it('takes the other spellings: telephone, email, courriel, ecole, Avancé, Débutant, tab separated', async () => {
    const course = await makeCourse(t.app, owner)
    const rows = [
      'nom;telephone;courriel;ecole;niveau\nNadia Fassi;;nadia@example.ma;EST;Avancé',
      'Nom Complet,Email,Tel,School,Level\nKarim Said,karim@example.ma,,EMI,débutant',
      'nom\temail\tniveau\nHoda Bennis\thoda@example.ma\tS5',
    ]
    for (const csv of rows) expect((await preview(owner, { course_id: course.id, csv })).body.result.data, csv).toMatchObject({ new: 1, refused: 0 })
  })

  it('lists a bad line with its number and reasons while the others import', async () => {
    const course = await makeCourse(t.app, owner)
    const csv = [
      'nom,email,niveau',
      'Bonne Ligne,bonne@example.ma,S1',
      '',
      'Sans Email,,Avancé',
      'Niveau Inconnu,inconnu@example.ma,Galactique',
      ',pas-un-email,',
      'Doublon,BONNE@example.ma,',
      'Autre Bonne,autre@example.ma,',
    ].join('\n')
    const answer = (await preview(owner, { course_id: course.id, csv })).body.result.data
    expect(answer).toMatchObject({ new: 2, refused: 4 })
    expect(answer.rows.map((row: { line: number; status: string }) => [row.line, row.status])).toEqual([
      [2, 'new'],
      [4, 'refused'],
      [5, 'refused'],
      [6, 'refused'],
      [7, 'refused'],
      [8, 'new'],
    ])
    const errorsOf = (line: number) => answer.rows.find((row: { line: number }) => row.line === line).errors
    expect(errorsOf(4)).toEqual([STUDENT_MESSAGES.emailRequired])
    expect(errorsOf(5)).toEqual(['Niveau « Galactique » inconnu (Débutant, Intermédiaire, Avancé, ou un semestre S1 à S10)'])
    expect(errorsOf(6)).toEqual([STUDENT_MESSAGES.nameRequired, STUDENT_MESSAGES.invalidEmail])
    expect(errorsOf(7)).toEqual(['Email en double dans le fichier (déjà ligne 2)'])

    const report = (await run(owner, { course_id: course.id, csv })).body.result.data
    expect(report).toMatchObject({ created: 2, existing: 0, refused: 4 })
    expect(report.rows.find((row: { line: number }) => row.line === 6).reason).toBe(`${STUDENT_MESSAGES.nameRequired} · ${STUDENT_MESSAGES.invalidEmail}`)
    expect(await account('inconnu@example.ma')).toBeUndefined()
    expect(await account('autre@example.ma')).toBeDefined()
  })

  it('refuses the whole file only for what is about the file: no email column, no line, too many lines, too big', async () => {
    const course = await makeCourse(t.app, owner)
    const refusal = async (csv: string) => {
      const answer = await preview(owner, { course_id: course.id, csv })
      expect(answer.status).toBe(400)
      return answer.body.error.message as string
    }
    expect(await refusal('a,b\n1,2')).toMatch(/Colonne « email » introuvable/)
    expect(await refusal('nom,email\n')).toBe('Le fichier ne contient aucune ligne.')
    const many = ['nom,email', ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `E${i},e${i}@example.ma`)].join('\n')
    expect(await refusal(many)).toBe(`${IMPORT_MAX_ROWS} lignes au maximum par import (le fichier en a ${IMPORT_MAX_ROWS + 1}).`)
    expect(await refusal(`nom,email\n${'x'.repeat(1_000_001)},a@example.ma`)).toBe('Fichier CSV trop volumineux (1 Mo au maximum)')
    expect(await refusal('nom,email\n"ouvert,a@example.ma')).toBe('Fichier CSV illisible : vérifiez le séparateur et les guillemets.')
  })
})

describe('existing students and their access', () => {
  it('says « déjà inscrit » and whether the access would be opened or prolonged, then says what was done', async () => {
    const course = await makeCourse(t.app, owner)
    const enrolled = await makeStudent(t.app, owner, { email: 'deja.acces@example.ma', name: 'Garde Son Nom' })
    await grant(t.app, owner, { student_id: enrolled.id, course_id: course.id, duration_days: 10 })
    const known = await makeStudent(t.app, other, { email: 'connu@example.ma' })
    const csv = 'nom,email\nAutre Nom,Deja.Acces@example.ma\nConnu,connu@example.ma\nNouveau,nouveau@example.ma'

    const before = { students: await studentsCount(), accesses: await accessesCount() }
    const answer = (await preview(owner, { course_id: course.id, csv, duration_days: 30 })).body.result.data
    expect(answer).toMatchObject({ new: 1, existing: 2, refused: 0 })
    expect(answer.rows.map((row: { status: string; access: string }) => [row.status, row.access])).toEqual([
      ['existing', 'extended'],
      ['existing', 'granted'],
      ['new', 'granted'],
    ])
    // the preview writes nothing
    expect({ students: await studentsCount(), accesses: await accessesCount() }).toEqual(before)

    const report = (await run(owner, { course_id: course.id, csv, duration_days: 30 })).body.result.data
    expect(report.rows.map((row: { status: string; access: string }) => [row.status, row.access])).toEqual([
      ['existing', 'extended'],
      ['existing', 'granted'],
      ['created', 'granted'],
    ])
    expect((await account('deja.acces@example.ma'))?.name).toBe('Garde Son Nom')
    const access = await t.services.db.selectFrom('accesses').select('duration_days').where('student_id', '=', enrolled.id).where('course_id', '=', course.id).executeTakeFirstOrThrow()
    expect(access.duration_days).toBeGreaterThanOrEqual(39)
    expect(await t.services.db.selectFrom('accesses').select('id').where('student_id', '=', known.id).where('course_id', '=', course.id).execute()).toHaveLength(1)
  })
})

describe('who may preview and import', () => {
  it('refuses another admin’s course and a missing one, for the preview as for the import, writing nothing', async () => {
    const theirs = await makeCourse(t.app, other)
    const csv = 'nom,email\nIntrus,intrus.import@example.ma'
    for (const path of ['students.importPreview', 'students.import'] as const) {
      const refused = await call(path, owner, { course_id: theirs.id, csv })
      expect(refused.status, path).toBe(403)
      expect((await call(path, owner, { course_id: 999_999, csv })).status, path).toBe(404)
    }
    expect(await account('intrus.import@example.ma')).toBeUndefined()
  })

  it('refuses anyone but an admin', async () => {
    const course = await makeCourse(t.app, owner)
    const csv = 'nom,email\nAnonyme,anonyme@example.ma'
    expect((await call('students.importPreview', {}, { course_id: course.id, csv })).status).toBe(401)
  })
})
