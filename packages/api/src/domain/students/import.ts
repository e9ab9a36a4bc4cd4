import { IMPORT_MAX_ROWS, type importInput, type importOutput, type importPreviewOutput } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { z } from 'zod'
import { loadOwnedCourse } from '../courses/manage.ts'
import type { Actor } from '../ownership.ts'
import { enrolByEmail } from './enrol.ts'
import { type ImportedStudent, readStudentsCsv } from './import-csv.ts'

type Input = z.output<typeof importInput>
type PreviewRow = z.output<typeof importPreviewOutput>['rows'][number]
type ImportRow = z.output<typeof importOutput>['rows'][number]

/** The accounts the file names that exist already, and which of them hold an access to the course. */
async function knownStudents(db: Database, courseId: number, emails: string[]) {
  if (emails.length === 0) return { ids: new Map<string, number>(), enrolled: new Set<number>() }
  const rows = await db.selectFrom('students').select(['id', 'email']).where('email', 'in', emails).execute()
  const ids = new Map(rows.map((row) => [row.email, row.id]))
  const withAccess = ids.size
    ? await db.selectFrom('accesses').select('student_id').where('course_id', '=', courseId).where('student_id', 'in', [...ids.values()]).execute()
    : []
  return { ids, enrolled: new Set(withAccess.map((row) => row.student_id)) }
}

/**
 * What the import would do, line by line, writing nothing: OK (a new account, or « déjà inscrit »
 * and only enrolled), or refused with every reason. The course must be the actor's.
 */
async function analyse(db: Database, actor: Actor, input: Input) {
  await loadOwnedCourse(db, actor, input.course_id)
  const lines = readStudentsCsv(input.csv, IMPORT_MAX_ROWS)
  const { ids, enrolled } = await knownStudents(db, input.course_id, [...new Set(lines.flatMap((line) => (line.parsed ? [line.parsed.email] : [])))])
  const firstLineOf = new Map<string, number>()
  return lines.map((entry): PreviewRow & { student: ImportedStudent | null } => {
    const errors = [...entry.errors]
    const first = entry.parsed ? firstLineOf.get(entry.parsed.email) : undefined
    if (entry.parsed && first !== undefined) errors.push(`Email en double dans le fichier (déjà ligne ${first})`)
    else if (entry.parsed) firstLineOf.set(entry.parsed.email, entry.line)
    const base = { line: entry.line, name: entry.name, email: entry.parsed?.email ?? entry.email }
    if (errors.length > 0 || !entry.parsed) return { ...base, status: 'refused', errors, access: null, student: null }
    const id = ids.get(entry.parsed.email)
    const access = id !== undefined && enrolled.has(id) ? 'extended' : 'granted'
    return { ...base, status: id === undefined ? 'new' : 'existing', errors, access, student: entry.parsed }
  })
}

const counted = <Status extends string>(rows: { status: Status }[], status: Status) => rows.filter((row) => row.status === status).length

/** `students.importPreview`: the import's answer before it runs (DESIGN §4 *enrol*, issue 29). */
export async function previewImport(db: Database, actor: Actor, input: Input) {
  const rows = (await analyse(db, actor, input)).map(({ student: _student, ...row }) => row)
  return { new: counted(rows, 'new'), existing: counted(rows, 'existing'), refused: counted(rows, 'refused'), rows }
}

/**
 * Bulk import: the same reading as the preview, then each valid line in its own transaction (a
 * student and their access, or nothing), reported as created / already existed / refused with
 * the reason, and whether the access was opened or prolonged.
 */
export async function importStudents(db: Database, jwtSecret: string, actor: Actor, input: Input) {
  const { course_id, access_type, duration_days } = input
  const rows: ImportRow[] = []
  for (const entry of await analyse(db, actor, input)) {
    if (!entry.student) {
      rows.push({ line: entry.line, email: entry.email, status: 'refused', reason: entry.errors.join(' · '), access: null })
      continue
    }
    const student = entry.student
    // an existing account is only enrolled: the line's name, phone, school and level apply to new accounts only
    const enrolled = await db.transaction().execute((trx) => enrolByEmail(trx, jwtSecret, actor, student, { course_id, access_type, duration_days }))
    rows.push({ line: entry.line, email: student.email, status: enrolled.created ? 'created' : 'existing', reason: null, access: enrolled.extended ? 'extended' : 'granted' })
  }
  return { created: counted(rows, 'created'), existing: counted(rows, 'existing'), refused: counted(rows, 'refused'), rows }
}
