import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { Card } from '../Card.tsx'
import { RowActions } from './RowActions.tsx'
import type { DataColumn, RowAction } from './types.ts'
import type { ColumnSorting } from './use-sorted-rows.ts'

export interface ViewProps<Row> {
  rows: readonly Row[]
  columns: readonly DataColumn<Row>[]
  actions: readonly RowAction<Row>[]
  rowKey: (row: Row) => string | number
  rowName: (row: Row) => string
  /** The table's caption and the card list's name (read by screen readers). */
  caption: string
  className?: string
}

const ORDER = { asc: 'ascending', desc: 'descending' } as const
// the actions stay at the table's right edge, inside it, even when a wide table scrolls
const STICKY = 'sticky right-0 z-[1]'

function SortButton({ header, sorting }: { header: string; sorting: ColumnSorting }) {
  const Icon = sorting.direction === 'asc' ? ArrowUp : sorting.direction === 'desc' ? ArrowDown : ArrowUpDown
  return (
    <button
      type="button"
      onClick={sorting.toggle}
      className="-mx-1 inline-flex cursor-pointer items-center gap-1 rounded px-1 uppercase hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      {header}
      <Icon className={cn('size-3.5', !sorting.direction && 'opacity-50')} aria-hidden="true" />
      <span className="sr-only">, trier</span>
    </button>
  )
}

/** The wide layout: a real table, its caption read to screen readers, headers scoped, sortable headers as buttons. */
export function DataTable<Row>({ rows, columns: allColumns, actions, rowKey, rowName, caption, className, sorting }: ViewProps<Row> & { sorting: (columnId: string) => ColumnSorting }) {
  const columns = allColumns.filter((column) => !column.tableHidden)
  return (
    <Card className={cn('overflow-x-auto', className)}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-slate-50 text-xs tracking-wide text-muted uppercase">
          <tr>
            {columns.map((column) => {
              const sort = sorting(column.id)
              return (
                <th key={column.id} scope="col" className="px-3 py-3 first:pl-4 align-bottom font-semibold" aria-sort={sort.direction ? ORDER[sort.direction] : undefined}>
                  {column.hideHeader ? <span className="sr-only">{column.header}</span> : sort.canSort ? <SortButton header={column.header} sorting={sort} /> : column.header}
                </th>
              )
            })}
            {actions.length > 0 ? (
              <th scope="col" className={cn(STICKY, 'bg-slate-50 px-3 py-3 font-semibold')}>
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="group align-middle hover:bg-slate-50/60">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.id} scope="row" className={cn('px-3 py-3 font-normal first:pl-4', column.className)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={cn('px-3 py-3 first:pl-4', column.className)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
              {actions.length > 0 ? (
                <td className={cn(STICKY, 'bg-white py-2 pr-3 pl-2 group-hover:bg-slate-50')}>
                  <RowActions row={row} rowName={rowName} actions={actions} layout="table" />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  )
}
