import { Readable } from 'node:stream'
import { type Application, APPLICATION_STATUS_LABELS, DATE_LOCALE } from '@tutorat/contracts'
import { stringify } from 'csv-stringify'

/**
 * `Content-Disposition: attachment` with the real name for every browser (RFC 6266/5987
 * `filename*`) and a plain ASCII fallback with nothing that could break the header.
 */
export function attachment(fileName: string): string {
  const fallback = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_')
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

const dateTime = new Intl.DateTimeFormat(DATE_LOCALE, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Africa/Casablanca' })

const COLUMNS: [header: string, cell: (row: Application) => string | number | null][] = [
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

function* records(rows: Application[]) {
  yield COLUMNS.map(([header]) => header)
  for (const row of rows) yield COLUMNS.map(([, cell]) => String(cell(row) ?? ''))
}

/**
 * The applications as a CSV that French Excel opens cleanly: UTF-8 with a BOM (accents),
 * `;` between cells, CRLF between rows, one row per application. A cell starting with
 * `= + - @`, a tab or a CR (or their full-width forms) gets a leading `'` so a spreadsheet
 * shows it as text instead of running it as a formula (CSV injection, OWASP).
 */
export function applicationsCsv(rows: Application[]): Readable {
  return Readable.from(records(rows)).pipe(stringify({ bom: true, delimiter: ';', record_delimiter: 'windows', escape_formulas: true }))
}
