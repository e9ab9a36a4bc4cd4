import { useMemo, useState } from 'react'
import type { DataColumn } from './types.ts'

type SortKey = string | number | null | undefined

const isBlank = (value: SortKey) => value == null || value === ''

/** French order for words ("École" beside "Ecole", "10" after "9"), numbers as numbers. */
function compare(a: SortKey, b: SortKey): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a).localeCompare(String(b), 'fr', { numeric: true, sensitivity: 'base' })
}

/** Blanks last whichever the direction; equal keys keep the query's order (a stable sort). */
function byKey(sign: 1 | -1) {
  return (a: { value: SortKey; index: number }, b: { value: SortKey; index: number }) =>
    Number(isBlank(a.value)) - Number(isBlank(b.value)) || sign * compare(a.value, b.value) || a.index - b.index
}

export interface ColumnSorting {
  canSort: boolean
  direction: false | 'asc' | 'desc'
  toggle: () => void
}

type SortState = { columnId: string; direction: 'asc' | 'desc' } | null

/** Ascending, descending, then the query's own order again, as the headers' buttons cycle. */
const next = (state: SortState, columnId: string): SortState => {
  if (state?.columnId !== columnId) return { columnId, direction: 'asc' }
  return state.direction === 'asc' ? { columnId, direction: 'desc' } : null
}

/**
 * The rows in the order the admin chose by clicking a header (the query's order until then). A
 * stable sort of one column needs no table engine: this stays out of every page's first download.
 */
export function useSortedRows<Row>(data: readonly Row[], columns: readonly DataColumn<Row>[]) {
  const [state, setState] = useState<SortState>(null)
  const column = state ? columns.find((candidate) => candidate.id === state.columnId) : undefined
  const rows = useMemo(() => {
    const key = column?.sortValue
    if (!state || !key) return data
    const sign = state.direction === 'asc' ? 1 : -1
    return data.map((row, index) => ({ row, index, value: key(row) })).sort(byKey(sign)).map(({ row }) => row)
  }, [data, state, column])
  const sorting = (columnId: string): ColumnSorting => ({
    canSort: Boolean(columns.find((candidate) => candidate.id === columnId)?.sortValue),
    direction: state?.columnId === columnId ? state.direction : false,
    toggle: () => setState((current) => next(current, columnId)),
  })
  return { rows, sorting }
}
