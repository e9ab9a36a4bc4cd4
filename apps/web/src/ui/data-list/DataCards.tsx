import { Fragment, useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { Card } from '../Card.tsx'
import { RowActions } from './RowActions.tsx'
import type { DataColumn } from './types.ts'
import type { ViewProps } from './DataTable.tsx'

const slotOf = <Row,>(column: DataColumn<Row>) => column.card ?? (column.rowHeader ? 'title' : 'field')

/**
 * The narrow layout: one card per row, built from the same columns as the table (title, badges
 * beside it, lines under it, labelled fields), with the row's actions under it.
 */
export function DataCards<Row>({ rows, columns, actions, rowKey, rowName, caption, className, headingLevel }: ViewProps<Row> & { headingLevel: 2 | 3 }) {
  const prefix = useId()
  const Heading = `h${headingLevel}` as const
  const render = (column: DataColumn<Row>, row: Row) => (column.cardCell ?? column.cell)(row)
  const by = (slot: string) => columns.filter((column) => slotOf(column) === slot)
  const [media, titles, asides, bodies, fields] = ['media', 'title', 'aside', 'body', 'field'].map(by) as DataColumn<Row>[][]
  return (
    <ul className={cn('grid gap-3', className)} aria-label={caption}>
      {rows.map((row) => {
        const titleId = `${prefix}-${rowKey(row)}`
        return (
          <li key={rowKey(row)} className="min-w-0">
            <Card className="h-full">
              <article aria-labelledby={titleId} className="flex h-full flex-col">
                <div className="flex flex-1 gap-3 p-4">
                  {media?.map((column) => (
                    <div key={column.id} className="shrink-0 self-start">
                      {render(column, row)}
                    </div>
                  ))}
                  <div className="min-w-0 flex-1 space-y-1.5">
                    <div className="flex items-start justify-between gap-2">
                      <Heading id={titleId} className="min-w-0 font-bold break-words text-brand-950">
                        {titles?.map((column) => <Fragment key={column.id}>{render(column, row)}</Fragment>)}
                      </Heading>
                      {asides?.length ? <div className="flex shrink-0 flex-col items-end gap-1">{asides.map((column) => <div key={column.id}>{render(column, row)}</div>)}</div> : null}
                    </div>
                    {bodies?.map((column) => (
                      <div key={column.id} className="text-sm break-words text-muted">
                        {render(column, row)}
                      </div>
                    ))}
                    {fields?.length ? (
                      <dl className="grid grid-cols-2 gap-2 pt-1 text-sm">
                        {fields.map((column) => (
                          <div key={column.id} className="min-w-0">
                            <dt className="text-xs text-muted">{column.header}</dt>
                            <dd className="break-words">{render(column, row)}</dd>
                          </div>
                        ))}
                      </dl>
                    ) : null}
                  </div>
                </div>
                {/* no empty bar under a card whose every action is hidden (« Renvoyer » on a sent message) */}
                {actions.some((action) => !action.hidden?.(row)) ? (
                  <div className="border-t border-line p-3">
                    <RowActions row={row} rowName={rowName} actions={actions} layout="card" />
                  </div>
                ) : null}
              </article>
            </Card>
          </li>
        )
      })}
    </ul>
  )
}
