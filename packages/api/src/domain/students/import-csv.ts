import { LEVELS, STUDENT_MESSAGES } from '@tutorat/contracts'
import { parse } from 'csv-parse/sync'
import { z } from 'zod'
import { badRequest } from '../../errors.ts'
import { toE164 } from './phone.ts'

type Level = (typeof LEVELS)[number]
type Field = 'name' | 'first_name' | 'email' | 'phone' | 'school' | 'level'

/** « Téléphone », « E-mail », « N° de tél. » → « telephone », « email », « ndetel »: case, accents, spaces and punctuation aside. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9+]/g, '')

const HEADERS: Record<Field, string[]> = {
  name: ['name', 'nom', 'nomcomplet', 'nometprenom', 'nomprenom', 'prenometnom', 'prenomnom', 'fullname', 'etudiant', 'eleve'],
  first_name: ['prenom', 'firstname'],
  email: ['email', 'mail', 'courriel', 'adresseemail', 'adressemail', 'emailaddress'],
  phone: ['phone', 'telephone', 'tel', 'ndetelephone', 'ndetel', 'numerodetelephone', 'numero', 'mobile', 'gsm', 'portable', 'whatsapp'],
  school: ['ecole', 'school', 'etablissement', 'ecoleetablissement'],
  level: ['niveau', 'level', 'niveaudetudes', 'semestre', 'annee'],
}
const FIELD_OF = new Map(Object.entries(HEADERS).flatMap(([field, names]) => names.map((name) => [name, field as Field])))

/**
 * What a level cell may say, folded: the three levels, in French or English, and the Moroccan
 * university's semesters and years (S1–S2 first year, S3–S4 second, S5 and beyond, licence or
 * master, the last years).
 */
const LEVEL_WORDS: Record<Level, string[]> = {
  Débutant: ['debutant', 'debutante', 'beginner', 'debut', 's1', 's2', '1', '1a', '1ereannee', '1reannee', 'premiereannee', 'l1', 'bac+1'],
  Intermédiaire: ['intermediaire', 'intermediate', 'moyen', 's3', 's4', '2', '2a', '2emeannee', '2eannee', 'deuxiemeannee', 'l2', 'bac+2'],
  Avancé: ['avance', 'avancee', 'advanced', 'expert', 's5', 's6', 's7', 's8', 's9', 's10', '3', '4', '5', '3a', '4a', '5a', '3emeannee', '3eannee', 'l3', 'm1', 'm2', 'master', 'bac+3', 'bac+4', 'bac+5'],
}
const LEVEL_OF = new Map(Object.entries(LEVEL_WORDS).flatMap(([level, words]) => words.map((word) => [word, level as Level])))

/** The contract's level for what the cell says, `null` for an empty cell, `undefined` when unknown. */
export function levelOf(cell: string): Level | null | undefined {
  const folded = fold(cell)
  return folded ? LEVEL_OF.get(folded) : null
}

const row = z.object({
  name: z.string().trim().min(1, STUDENT_MESSAGES.nameRequired).max(120, 'Nom trop long (120 caractères au maximum)'),
  email: z.string().trim().min(1, STUDENT_MESSAGES.emailRequired).toLowerCase().pipe(z.email(STUDENT_MESSAGES.invalidEmail)),
  // E.164 when it is a mobile number; otherwise kept as typed (the admin sees it, WhatsApp marks it invalid)
  phone: z.string().trim().max(30, 'Téléphone trop long (30 caractères au maximum)').transform((v) => (v ? (toE164(v) ?? v) : null)),
  school: z.string().trim().max(120, 'École trop longue (120 caractères au maximum)').transform((v) => v || null),
  level: z.string().transform((cell, ctx) => {
    const level = levelOf(cell)
    if (level !== undefined) return level
    ctx.addIssue({ code: 'custom', message: `Niveau « ${cell.trim()} » inconnu (Débutant, Intermédiaire, Avancé, ou un semestre S1 à S10)` })
    return z.NEVER
  }),
})
export type ImportedStudent = z.output<typeof row>

export interface CsvLine {
  line: number
  name: string
  email: string
  parsed: ImportedStudent | null
  errors: string[]
}

function delimiterOf(csv: string) {
  const firstLine = csv.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? ''
  const count = (char: string) => firstLine.split(char).length - 1
  return count(';') > count(',') ? ';' : count('\t') > count(',') ? '\t' : ','
}

/**
 * Reads the file (`,` `;` or tab separated, with or without a BOM, French or English headers) into
 * one entry per line, valid or with its errors: a bad line never refuses the file.
 */
export function readStudentsCsv(csv: string, maxRows: number): CsvLine[] {
  let records: { record: Record<string, string>; info: { lines: number } }[]
  try {
    records = parse(csv, {
      bom: true,
      delimiter: delimiterOf(csv),
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      relax_column_count: true,
      info: true,
      columns: (header: string[]) => header.map((h) => FIELD_OF.get(fold(h)) ?? `ignored:${h}`),
    })
  } catch {
    throw badRequest('Fichier CSV illisible : vérifiez le séparateur et les guillemets.')
  }
  if (records.length === 0) throw badRequest('Le fichier ne contient aucune ligne.')
  if (records.length > maxRows) throw badRequest(`${maxRows} lignes au maximum par import (le fichier en a ${records.length}).`)
  if (!('email' in (records[0]?.record ?? {}))) throw badRequest('Colonne « email » introuvable (attendu : nom, email, téléphone, école, niveau).')
  return records.map(({ record, info }) => {
    const name = [record.first_name, record.name].filter(Boolean).join(' ')
    const cells = { name, email: record.email ?? '', phone: record.phone ?? '', school: record.school ?? '', level: record.level ?? '' }
    const parsed = row.safeParse(cells)
    const errors = parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.message))]
    return { line: info.lines, name, email: cells.email.toLowerCase(), parsed: parsed.success ? parsed.data : null, errors }
  })
}
