import { useMutation } from '@tanstack/react-query'
import { type ReactNode, useId, useMemo, useState } from 'react'
import { cn } from '../lib/cn.ts'
import { errorDetail } from '../lib/error-message.ts'
import { Alert } from './Alert.tsx'
import { Button } from './Button.tsx'
import { Card } from './Card.tsx'
import { ConfirmDialog } from './ConfirmDialog.tsx'
import { DataCards } from './data-list/DataCards.tsx'
import { DataTable } from './data-list/DataTable.tsx'
import { deleteRowAction } from './data-list/RowActions.tsx'
import type { DataColumn, DeleteAction, InfiniteListQuery, ListGroup, ListPages, ListQuery, RowAction } from './data-list/types.ts'
import { useSortedRows } from './data-list/use-sorted-rows.ts'
import { ErrorState } from './ErrorState.tsx'
import { ListLoading, ListStatus } from './ListStatus.tsx'
import { Skeleton } from './Skeleton.tsx'

export { editAction, editLinkAction, toggleAction } from './data-list/actions.ts'
export type { DataColumn, DeleteAction, ListGroup, ListPages, ListQuery, RowAction } from './data-list/types.ts'

// Tailwind sees only whole class names: one pair per breakpoint where the table takes over.
const SWITCH = {
  md: { table: 'hidden md:block', cards: 'md:hidden' },
  lg: { table: 'hidden lg:block', cards: 'lg:hidden' },
  xl: { table: 'hidden xl:block', cards: 'xl:hidden' },
  '2xl': { table: 'hidden 2xl:block', cards: '2xl:hidden' },
} as const

export interface DataListProps<Row, Deleted = unknown> {
  query: ListQuery<Row>
  /** The fields (none for a list drawn by `renderCard` alone). */
  columns?: readonly DataColumn<Row>[]
  /** What names a row in the actions' accessible names: « Modifier « {rowName} » ». */
  rowName: (row: Row) => string
  rowKey?: (row: Row) => string | number
  actions?: readonly RowAction<Row>[]
  /** A last "Supprimer" action behind the shared confirmation. */
  remove?: DeleteAction<Row, Deleted>
  /** The list's region: named by `heading` when it shows one, else by `label`. */
  label: string
  heading?: string
  /** The table's caption and the card list's name. */
  caption: string
  /** "Chargement des annonces…" */
  loadingLabel: string
  /** "Erreur lors du chargement des annonces." (the server's reason follows when it gave one). */
  errorTitle: string
  /** What the list shows when it has no row (usually an `EmptyState`, filtered or not). */
  empty: ReactNode
  /** The line above the rows ("3 annonces, dont 1 active"); `more`: more pages wait on the server. */
  status?: (rows: readonly Row[], more: boolean) => ReactNode
  /** "Afficher plus de candidatures", for an infinite query. */
  moreLabel?: string
  /** Numbered pages, for a query read one page at a time by offset. */
  pages?: ListPages
  /** Titled parts (each its own table and cards), in the rows' order. */
  groups?: (rows: readonly Row[]) => ListGroup<Row>[]
  /** `table` (a table from `breakpoint`, cards below) or `cards` at every width. */
  layout?: 'table' | 'cards'
  breakpoint?: keyof typeof SWITCH
  /** The card list's grid ("md:grid-cols-2"). */
  cardsClassName?: string
  /** A card of its own (in-place editing, a picture…); `askDelete` opens the shared confirmation. */
  renderCard?: (row: Row, tools: { askDelete: (row: Row) => void }) => ReactNode
  /** One loading placeholder, repeated `skeletonCount` times. */
  skeleton?: ReactNode
  skeletonCount?: number
  className?: string
}

const isInfinite = <Row,>(query: ListQuery<Row>): query is InfiniteListQuery<Row> => 'fetchNextPage' in query

const NO_ROWS: readonly never[] = []
const NO_COLUMNS: readonly never[] = []

const DEFAULT_SKELETON = (
  <Card className="space-y-2 p-4">
    <Skeleton className="h-5 w-2/3" />
    <Skeleton className="h-4 w-1/3" />
  </Card>
)

/**
 * A back-office list from its columns, row actions and query: the states (loading, error with
 * retry, empty), a table on wide screens and cards on phones with the same data, sorting where a
 * column allows it, "Afficher plus" or numbered pages, and the delete confirmation.
 */
export function DataList<Row, Deleted = unknown>(props: DataListProps<Row, Deleted>) {
  const { query, columns = NO_COLUMNS, rowName, remove, label, heading, caption, loadingLabel, errorTitle, empty, status, moreLabel, pages, groups } = props
  const { layout = 'table', breakpoint = 'md', cardsClassName, renderCard, skeleton = DEFAULT_SKELETON, skeletonCount = 4, className } = props
  const rowKey = props.rowKey ?? ((row: Row) => (row as { id: string | number }).id)
  const infinite = isInfinite(query) ? query : null
  // one array per answer (not per render): the sorted rows are recomputed only when it changes
  const pagesOrRows = query.data
  const data = useMemo(() => (pagesOrRows && 'pages' in pagesOrRows ? pagesOrRows.pages.flat() : pagesOrRows), [pagesOrRows])
  const { rows, sorting } = useSortedRows(data ?? NO_ROWS, columns)
  const deletion = useDeletion(remove)
  const actions = remove ? [...(props.actions ?? []), deleteRowAction(remove, deletion.ask)] : (props.actions ?? [])
  const headingId = useId()

  function views(part: readonly Row[], headingLevel: 2 | 3) {
    const shared = { rows: part, columns, actions, rowKey, rowName, caption }
    if (layout === 'cards') {
      return renderCard ? (
        <ul className={cn('grid gap-4', cardsClassName)} aria-label={caption}>
          {part.map((row) => (
            <li key={rowKey(row)}>{renderCard(row, { askDelete: deletion.ask })}</li>
          ))}
        </ul>
      ) : (
        <DataCards {...shared} headingLevel={headingLevel} className={cardsClassName} />
      )
    }
    return (
      <>
        <DataTable {...shared} sorting={sorting} className={SWITCH[breakpoint].table} />
        <DataCards {...shared} headingLevel={headingLevel} className={cn(SWITCH[breakpoint].cards, cardsClassName)} />
      </>
    )
  }

  function body() {
    if (query.isPending) {
      return (
        <ListLoading label={loadingLabel} count={skeletonCount} className={cn('grid gap-3', layout === 'cards' && cardsClassName)}>
          {skeleton}
        </ListLoading>
      )
    }
    if (query.isError && rows.length === 0) {
      return (
        <ErrorState title={errorTitle} onRetry={() => void query.refetch()} retrying={query.isRefetching}>
          {errorDetail(query.error, errorTitle)}
        </ErrorState>
      )
    }
    if (rows.length === 0 && !pages?.page) return empty
    const more = infinite?.hasNextPage ?? false
    return (
      <>
        {status ? <ListStatus>{status(rows, more)}</ListStatus> : null}
        <div className={cn('space-y-6 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          {groups
            ? groups(rows).map((group) => (
                <section key={group.id} aria-labelledby={`${headingId}-${group.id}`} className="space-y-3">
                  <h2 id={`${headingId}-${group.id}`} className="text-lg font-bold text-brand-950">
                    {group.label}
                  </h2>
                  {views(group.rows, 3)}
                </section>
              ))
            : views(rows, heading ? 3 : 2)}
        </div>
        {infinite?.hasNextPage ? (
          <div className="flex justify-center">
            <Button variant="secondary" onClick={() => void infinite.fetchNextPage()} loading={infinite.isFetchingNextPage}>
              {moreLabel ?? 'Afficher plus'}
            </Button>
          </div>
        ) : null}
        {pages ? <PageNav pages={pages} full={rows.length === pages.size} /> : null}
        {query.isError ? <Alert tone="error">{errorTitle}</Alert> : null}
      </>
    )
  }

  return (
    <section
      aria-label={heading ? undefined : label}
      aria-labelledby={heading ? headingId : undefined}
      aria-busy={query.isFetching || undefined}
      className={cn('space-y-4', className)}
    >
      {heading ? (
        <h2 id={headingId} className="text-lg font-bold text-brand-950">
          {heading}
        </h2>
      ) : null}
      {body()}
      {remove ? (
        <ConfirmDialog
          open={deletion.target !== null}
          onOpenChange={(open) => (open ? undefined : deletion.close())}
          title={remove.title}
          description={deletion.target ? remove.description(deletion.target) : null}
          confirmLabel={deletion.target && typeof remove.confirmLabel === 'function' ? remove.confirmLabel(deletion.target) : String(remove.confirmLabel)}
          pending={deletion.mutation.isPending}
          error={deletion.mutation.error ? remove.errorText(deletion.mutation.error) : undefined}
          onConfirm={() => deletion.target && deletion.mutation.mutate(deletion.target)}
        />
      ) : null}
    </section>
  )
}


/** The row waiting for confirmation, and the call that deletes it. */
function useDeletion<Row, Deleted>(remove: DeleteAction<Row, Deleted> | undefined) {
  const [target, setTarget] = useState<Row | null>(null)
  const mutation = useMutation({
    mutationFn: async (row: Row) => (remove ? { result: await remove.run(row) } : null),
    onSuccess: async (done, row) => {
      if (done && remove) await remove.onDeleted(done.result, row)
      close()
    },
    onError: (error) => remove?.onError?.(error),
  })
  function close() {
    mutation.reset()
    setTarget(null)
  }
  return { target, ask: (row: Row) => setTarget(() => row), close, mutation }
}

function PageNav({ pages, full }: { pages: ListPages; full: boolean }) {
  if (pages.page === 0 && !full) return null
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2">
      <Button variant="secondary" disabled={pages.page === 0} onClick={() => pages.onPage(pages.page - 1)}>
        Page précédente
      </Button>
      <span className="text-sm text-muted">Page {pages.page + 1}</span>
      <Button variant="secondary" disabled={!full} onClick={() => pages.onPage(pages.page + 1)}>
        Page suivante
      </Button>
    </nav>
  )
}
