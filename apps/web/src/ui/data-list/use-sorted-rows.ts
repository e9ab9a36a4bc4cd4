import { type ColumnDef, createSortedRowModel, type RowData, rowSortingFeature, type SortFn, tableFeatures, useTable } from '@tanstack/react-table'
import { useMemo } from 'react'
import type { DataColumn } from './types.ts'

// TanStack Table is the engine: it keeps the sorting state and orders the rows; the kit draws them.
const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() })

type SortKey = string | number | null | undefined

/** French order for words ("École" beside "Ecole", "10" after "9"), numbers as numbers. */
function compare<Row extends RowData>(...[left, right, columnId]: Parameters<SortFn<typeof features, Row>>): number {
  const a = left.getValue<SortKey>(columnId)
  const b = right.getValue<SortKey>(columnId)
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a ?? '').localeCompare(String(b ?? ''), 'fr', { numeric: true, sensitivity: 'base' })
}

export interface ColumnSorting {
  canSort: boolean
  direction: false | 'asc' | 'desc'
  toggle: () => void
}

/** The rows in the order the admin chose by clicking a header (the query's order until then). */
export function useSortedRows<Row extends RowData>(data: readonly Row[], columns: readonly DataColumn<Row>[], rowKey: (row: Row) => string | number) {
  const definitions = useMemo(
    () =>
      columns.map(
        (column): ColumnDef<typeof features, Row> => ({
          id: column.id,
          header: column.header,
          accessorFn: (row: Row) => column.sortValue?.(row) ?? undefined,
          enableSorting: Boolean(column.sortValue),
          sortFn: compare,
          sortUndefined: 'last',
          // every column starts ascending (the engine would start numbers descending)
          sortDescFirst: false,
        }),
      ),
    [columns],
  )
  const table = useTable({ features, columns: definitions, data: data as Row[], getRowId: (row) => String(rowKey(row)) }, (state) => ({ sorting: state.sorting }))
  const rows = table.getRowModel().rows.map((row) => row.original)
  const sorting = (columnId: string): ColumnSorting => {
    const column = table.getColumn(columnId)
    return {
      canSort: column?.getCanSort() ?? false,
      direction: column?.getIsSorted() ?? false,
      toggle: () => column?.toggleSorting(),
    }
  }
  return { rows, sorting }
}
