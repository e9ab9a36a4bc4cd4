import { Card } from '../../ui/Card.tsx'
import { plural } from '../courses/format.ts'

/** « 0–2 », …, « 18–20 »: the server's bands of two points over 20 (the last one includes 20). */
const bandLabel = (band: number) => `${band * 2}–${band * 2 + 2}`

/**
 * How the scores spread over 20, as bars. The bars are drawn for the eye; a table with the same
 * figures is read to screen readers.
 */
export function ScoreDistribution({ distribution }: { distribution: readonly number[] }) {
  const highest = Math.max(1, ...distribution)
  const total = distribution.reduce((sum, count) => sum + count, 0)
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <h2 id="distribution-heading" className="text-lg font-bold text-brand-950">
        Répartition des notes sur 20
      </h2>
      {total === 0 ? (
        <p className="text-sm text-muted">Aucune copie notée pour l’instant : la répartition s’affichera dès la première copie rendue.</p>
      ) : (
        <>
          <div aria-hidden="true" className="flex h-48 items-end gap-1 border-b border-line sm:gap-2">
            {distribution.map((count, band) => (
              <div key={bandLabel(band)} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
                <span className="text-xs font-semibold text-ink tabular-nums">{count > 0 ? count : ''}</span>
                <div className="w-full rounded-t bg-brand-700" style={{ height: `${(count / highest) * 85}%` }} />
              </div>
            ))}
          </div>
          <div aria-hidden="true" className="flex gap-1 text-center text-[0.65rem] text-muted sm:gap-2 sm:text-xs">
            {distribution.map((_, band) => (
              <span key={bandLabel(band)} className="min-w-0 flex-1 whitespace-nowrap">
                {/* a phone has room for the band's start only (« 10 » for 10–12) */}
                <span className="sm:hidden">{band * 2}</span>
                <span className="hidden sm:inline">{bandLabel(band)}</span>
              </span>
            ))}
          </div>
          {/* a table cannot be shrunk to nothing itself: its box holds it, pinned to the left so
              the table's natural width never reaches past a phone's right edge */}
          <div className="sr-only left-0">
            <table>
              <caption>Nombre de copies par tranche de notes sur 20</caption>
              <thead>
                <tr>
                  <th scope="col">Note sur 20</th>
                  <th scope="col">Copies</th>
                </tr>
              </thead>
              <tbody>
                {distribution.map((count, band) => (
                  <tr key={bandLabel(band)}>
                    <th scope="row">{band === distribution.length - 1 ? `de ${band * 2} à 20 inclus` : `de ${band * 2} à moins de ${band * 2 + 2}`}</th>
                    <td>{plural(count, 'copie')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  )
}
