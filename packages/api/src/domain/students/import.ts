import { type importInput, STUDENT_MESSAGES, IMPORT_MAX_ROWS, LEVELS } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { parse } from 'csv-parse/sync'
import { z } from 'zod'
import { badRequest } from '../../errors.ts'
import { loadOwnedCourse } from '../courses/manage.ts'
import type { Actor } from '../ownership.ts'
import { enrolByEmail } from './enrol.ts'
import { toE164 } from './phone.ts'

type RowStatus = 'created' | 'existing' | 'refused'
export interface ImportRow {
  line: number
  email: string
  status: RowStatus
  reason: string | null
}

const row = z.object({
  name: z.string().trim().min(1, STUDENT_MESSAGES.nameRequired).max(120),
  email: z.string().trim().toLowerCase().pipe(z.email(STUDENT_MESSAGES.invalidEmail)),
  // E.164 when it is a mobile number; otherwise kept as typed (the admin sees it, WhatsApp marks it invalid)
  phone: z.string().trim().max(30).transform((v) => (v ? (toE164(v) ?? v) : null)),
  level: z
    .string()
    .trim()
    .transform((v) => v || null)
    .pipe(z.enum(LEVELS, { error: 'Niveau invalide (Débutant, Intermédiaire ou Avancé)' }).nullable()),
})

const HEADERS: Record<string, keyof z.input<typeof row>> = { name: 'name', nom: 'name', email: 'email', phone: 'phone', telephone: 'phone', téléphone: 'phone', level: 'level', niveau: 'level' }

/** Reads `name,email,phone,level` (or French headers), `,` or `;` separated, with or without a BOM. */
function readCsv(csv: string): Record<string, string>[] {
  const firstLine = csv.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? ''
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ','
  try {
    return parse(csv, {
      bom: true,
      delimiter,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      columns: (header: string[]) => header.map((h) => HEADERS[h.trim().toLowerCase()] ?? h),
    })
  } catch {
    throw badRequest('Fichier CSV illisible : vérifiez le séparateur et les guillemets.')
  }
}

/**
 * Bulk import: each row in its own transaction (a student and their access, or nothing),
 * reported as created / already existed / refused with the reason.
 */
export async function importStudents(db: Database, jwtSecret: string, actor: Actor, input: z.output<typeof importInput>) {
  await loadOwnedCourse(db, actor, input.course_id)
  const records = readCsv(input.csv)
  if (records.length === 0) throw badRequest('Le fichier ne contient aucune ligne.')
  if (records.length > IMPORT_MAX_ROWS) throw badRequest(`${IMPORT_MAX_ROWS} lignes au maximum par import.`)
  if (!('email' in (records[0] ?? {}))) throw badRequest('Colonne « email » introuvable (attendu : name,email,phone,level).')

  const rows: ImportRow[] = []
  const seen = new Set<string>()
  for (const [index, record] of records.entries()) {
    const line = index + 2
    const parsed = row.safeParse({ name: record.name ?? '', email: record.email ?? '', phone: record.phone ?? '', level: record.level ?? '' })
    if (!parsed.success) {
      rows.push({ line, email: record.email ?? '', status: 'refused', reason: parsed.error.issues[0]?.message ?? 'Ligne invalide' })
      continue
    }
    if (seen.has(parsed.data.email)) {
      rows.push({ line, email: parsed.data.email, status: 'refused', reason: 'Email en double dans le fichier' })
      continue
    }
    seen.add(parsed.data.email)
    rows.push({ line, email: parsed.data.email, status: await importOne(db, jwtSecret, actor, input, parsed.data), reason: null })
  }
  const count = (status: RowStatus) => rows.filter((r) => r.status === status).length
  return { created: count('created'), existing: count('existing'), refused: count('refused'), rows }
}

/** An existing account is only enrolled: the row's name, phone and level apply to new accounts only. */
async function importOne(db: Database, jwtSecret: string, actor: Actor, input: z.output<typeof importInput>, student: z.output<typeof row>): Promise<RowStatus> {
  const { course_id, access_type, duration_days } = input
  const enrolled = await db.transaction().execute((trx) => enrolByEmail(trx, jwtSecret, actor, student, { course_id, access_type, duration_days }))
  return enrolled.created ? 'created' : 'existing'
}
