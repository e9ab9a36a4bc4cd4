import type { RouterOutputs } from '@tutorat/api'
import type { ReactNode } from 'react'
import { Badge, type BadgeTone } from '../../ui/Badge.tsx'
import { Card } from '../../ui/Card.tsx'

type PreviewRow = RouterOutputs['students']['importPreview']['rows'][number]
type ReportRow = RouterOutputs['students']['import']['rows'][number]

interface Line {
  line: number
  email: string
  name?: string
  badge: { label: string; tone: BadgeTone }
  detail: ReactNode
}

const PREVIEW_STATUS: Record<PreviewRow['status'], Line['badge']> = {
  new: { label: 'Nouveau', tone: 'success' },
  existing: { label: 'Déjà inscrit', tone: 'brand' },
  refused: { label: 'Erreur', tone: 'danger' },
}

export const REPORT_STATUS: Record<ReportRow['status'], Line['badge']> = {
  created: { label: 'Créé', tone: 'success' },
  existing: { label: 'Existait déjà', tone: 'brand' },
  refused: { label: 'Refusé', tone: 'danger' },
}

const WILL = { granted: 'Accès accordé', extended: 'A déjà accès à ce cours : accès prolongé' } as const
const DID = { granted: 'Accès accordé', extended: 'Avait déjà accès à ce cours : accès prolongé' } as const

const errorList = (errors: string[]) =>
  errors.length === 1 ? (
    <span className="text-red-800">{errors[0]}</span>
  ) : (
    <ul className="list-disc pl-4 text-red-800">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  )

export const previewLine = (row: PreviewRow): Line => ({
  line: row.line,
  name: row.name,
  email: row.email,
  badge: PREVIEW_STATUS[row.status],
  detail: row.access ? WILL[row.access] : errorList(row.errors),
})

export const reportLine = (row: ReportRow): Line => ({
  line: row.line,
  email: row.email,
  badge: REPORT_STATUS[row.status],
  detail: row.access ? DID[row.access] : <span className="text-red-800">{row.reason}</span>,
})

/** The file line by line (the preview, then the import's report): number, who, the outcome and why. */
export function ImportLinesTable({ caption, lines }: { caption: string; lines: Line[] }) {
  const withNames = lines.some((line) => line.name !== undefined)
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-slate-50 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Ligne</th>
            {withNames ? <th scope="col" className="px-4 py-3 font-semibold">Nom</th> : null}
            <th scope="col" className="px-4 py-3 font-semibold">Email</th>
            <th scope="col" className="px-4 py-3 font-semibold">Résultat</th>
            <th scope="col" className="px-4 py-3 font-semibold">Détail</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {lines.map((line) => (
            <tr key={line.line} className="align-top">
              <th scope="row" className="px-4 py-2.5 font-normal tabular-nums">{line.line}</th>
              {withNames ? <td className="px-4 py-2.5 break-words">{line.name || '-'}</td> : null}
              <td className="px-4 py-2.5 [overflow-wrap:anywhere]">{line.email || '-'}</td>
              <td className="px-4 py-2.5">
                <Badge tone={line.badge.tone}>{line.badge.label}</Badge>
              </td>
              <td className="min-w-48 px-4 py-2.5 text-muted">{line.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  )
}
