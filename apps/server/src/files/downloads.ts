import { Readable } from 'node:stream'
import {
  type Coupon,
  COUPON_KIND_LABELS,
  COUPON_STATE_LABELS,
  type Application,
  APPLICATION_STATUS_LABELS,
  ATTEMPT_STATUS_LABELS,
  DATE_LOCALE,
  type ExamResultsExport,
  PAYMENT_STATUS_LABELS,
  type PaymentExportRow,
} from '@tutorat/contracts'
import { stringify } from 'csv-stringify'

/**
 * `Content-Disposition` with the real name for every browser (RFC 6266/5987 `filename*`) and a
 * plain ASCII fallback with nothing that could break the header; `inline` opens it in the tab.
 */
export function attachment(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_')
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

const dateTime = new Intl.DateTimeFormat(DATE_LOCALE, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Africa/Casablanca' })
// a calendar day (YYYY-MM-DD) read at midnight UTC: shown as that same day
const day = new Intl.DateTimeFormat(DATE_LOCALE, { dateStyle: 'short', timeZone: 'UTC' })

// numbers keep their two decimals with a comma, so French Excel reads them as numbers (a negative
// one too: only text starting with `-` is taken for a formula)
const decimal = new Intl.NumberFormat(DATE_LOCALE, { maximumFractionDigits: 2, useGrouping: false })

type Columns<T> = [header: string, cell: (row: T) => string | number | null][]

const APPLICATION_COLUMNS: Columns<Application> = [
  ['N°', (row) => row.id],
  ['Date de candidature', (row) => dateTime.format(new Date(row.created_at))],
  ['Offre', (row) => row.job_offer_title],
  ['Entreprise', (row) => row.company],
  ['Nom complet', (row) => row.full_name],
  ['Email', (row) => row.email],
  ['Téléphone', (row) => row.phone],
  ['École', (row) => row.school],
  ['Message', (row) => row.message],
  ['Statut', (row) => APPLICATION_STATUS_LABELS[row.status]],
  ['Fichier CV', (row) => row.cv_original_name],
]

const PAYMENT_COLUMNS: Columns<PaymentExportRow> = [
  ['Référence', (row) => row.reference],
  ['Date de demande', (row) => dateTime.format(new Date(row.created_at))],
  ['Étudiant', (row) => row.student_name],
  ['Email', (row) => row.student_email],
  ['Téléphone', (row) => row.student_phone],
  ['Formation', (row) => row.formation_title],
  ['Cours', (row) => row.course_title],
  ['Montant (DH)', (row) => row.amount_mad],
  ['Statut', (row) => PAYMENT_STATUS_LABELS[row.status]],
  ['Titulaire du compte', (row) => row.payer_name],
  ['Date du virement', (row) => (row.transfer_date ? day.format(new Date(`${row.transfer_date}T00:00:00Z`)) : null)],
  ['Décidé le', (row) => (row.decided_at ? dateTime.format(new Date(row.decided_at)) : null)],
  ['Par', (row) => row.decided_by_name],
  ['Motif du refus', (row) => row.refusal_reason],
  ['Preuves', (row) => row.proofs.length],
  // DESIGN §18: what a code took off, the part of a plan (« 2/3 ») and how it was paid
  ['Code promo', (row) => row.coupon_code],
  ['Remise (DH)', (row) => row.discount_mad],
  ['Plan', (row) => (row.parts_count === null ? 'Comptant' : `En ${row.parts_count} fois`)],
  ['Échéance', (row) => (row.parts_count === null || row.part_number === null ? null : `${row.part_number}/${row.parts_count}`)],
  ['Moyen de paiement', (row) => row.payment_method],
]

// DESIGN §18: a code per row, with what it brought (uses, paid conversions, dirhams)
const COUPON_COLUMNS: Columns<Coupon> = [
  ['Code', (row) => row.code],
  ['Type', (row) => COUPON_KIND_LABELS[row.kind]],
  ['Valeur', (row) => row.value],
  ['Formation', (row) => row.formation_title ?? 'Toutes'],
  ['Parrain', (row) => row.referrer_name],
  ['Du', (row) => (row.valid_from ? day.format(new Date(`${row.valid_from}T00:00:00Z`)) : null)],
  ['Au', (row) => (row.valid_until ? day.format(new Date(`${row.valid_until}T00:00:00Z`)) : null)],
  ['Utilisations max', (row) => row.max_uses],
  ['Statut', (row) => COUPON_STATE_LABELS[row.state]],
  ['Utilisations', (row) => row.uses],
  ['Payées', (row) => row.paid],
  ['Encaissé (DH)', (row) => row.revenue_mad],
  ['Remises accordées (DH)', (row) => row.discount_mad],
  ['Créé le', (row) => dateTime.format(new Date(row.created_at))],
]

type ResultRow = ExamResultsExport['rows'][number]
const EXAM_RESULT_COLUMNS: Columns<ResultRow> = [
  ['Rang', (row) => row.rank],
  ['Percentile', (row) => row.percentile],
  ['Étudiant', (row) => row.student_name],
  ['Email', (row) => row.student_email],
  ['Tentative', (row) => row.attempt_number],
  ['Statut', (row) => ATTEMPT_STATUS_LABELS[row.status]],
  ['Commencée le', (row) => dateTime.format(new Date(row.started_at))],
  ['Rendue le', (row) => (row.submitted_at ? dateTime.format(new Date(row.submitted_at)) : null)],
  ['Note', (row) => row.score],
  ['Barème', (row) => row.max_score],
  ['Note sur 20', (row) => row.score_20],
]

/**
 * DESIGN §19: after the common columns, « Section 2 : Optique (/10) » per section (its points, or
 * « (points) » when a draw gave copies different ones) and « Thème : Mécanique (%) » per topic.
 */
function examResultColumns({ sections, topics }: ExamResultsExport): Columns<ResultRow> {
  return [
    ...EXAM_RESULT_COLUMNS,
    ...sections.map(({ position, title, max }, index): Columns<ResultRow>[number] => [
      `Section ${position} : ${title} (${max === null ? 'points' : `/${decimal.format(max)}`})`,
      (row) => row.section_points[index] ?? null,
    ]),
    ...topics.map((topic, index): Columns<ResultRow>[number] => [`Thème : ${topic} (%)`, (row) => row.topic_percent[index] ?? null]),
  ]
}

function* records<T>(columns: Columns<T>, rows: T[]) {
  yield columns.map(([header]) => header)
  for (const row of rows) yield columns.map(([, cell]) => cell(row) ?? '')
}

/**
 * A CSV that French Excel opens cleanly: UTF-8 with a BOM (accents), `;` between cells, CRLF
 * between rows, one row per record. A cell starting with `= + - @`, a tab or a CR (or their
 * full-width forms) gets a leading `'` so a spreadsheet shows it as text instead of running it
 * as a formula (CSV injection, OWASP); a number cell (a negative score) is written as a number.
 */
function csv<T>(columns: Columns<T>, rows: T[]): Readable {
  return Readable.from(records(columns, rows)).pipe(stringify({ bom: true, delimiter: ';', record_delimiter: 'windows', escape_formulas: true, cast: { number: (value) => decimal.format(value) } }))
}

export const applicationsCsv = (rows: Application[]) => csv(APPLICATION_COLUMNS, rows)
/** The payment requests in the applications' format (DESIGN §11). */
export const paymentsCsv = (rows: PaymentExportRow[]) => csv(PAYMENT_COLUMNS, rows)
export const couponsCsv = (rows: Coupon[]) => csv(COUPON_COLUMNS, rows)
/** One row per copy of an exam (DESIGN §13), best first; the rank counts first attempts only; its sections and topics (§19). */
export const examResultsCsv = (results: ExamResultsExport) => csv(examResultColumns(results), results.rows)
