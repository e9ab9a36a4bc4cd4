import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/**
 * One field of a back-office list. It renders twice: as a cell of the wide table and as a line
 * of the phone card, so the two layouts can never show different data.
 */
export interface DataColumn<Row> {
  id: string
  /** The table's column header, and the label of the field on a card. */
  header: string
  /** The table cell. */
  cell: (row: Row) => ReactNode
  /**
   * Where the field stands on a card: `title` (the heading, one column per list), `media` (a
   * thumbnail on the left), `aside` (badges beside the title), `body` (a line under the title),
   * `field` (a labelled value in the card's grid, the default) or `none`.
   */
  card?: 'title' | 'media' | 'aside' | 'body' | 'field' | 'none'
  /** Only on the cards (the table shows it inside another cell). */
  tableHidden?: boolean
  /** The card's rendering when it differs from the cell (shorter, or without a control). */
  cardCell?: (row: Row) => ReactNode
  /** The row's header cell (`<th scope="row">`): the column that names the row. */
  rowHeader?: boolean
  /** Sortable (on the rows loaded, so only where the list holds all of them): the value compared. */
  sortValue?: (row: Row) => string | number | null | undefined
  /** The header is read to screen readers only (a thumbnail column). */
  hideHeader?: boolean
  /** Extra classes of the cell (`whitespace-nowrap`, a width). */
  className?: string
}

/**
 * A button (or a link, through `render`) repeated on every row. The row shows its main action in
 * words (`primary`, else the first that is not `danger`); the others go in its « Actions » menu,
 * the `danger` ones last and apart.
 */
export interface RowAction<Row> {
  id: string
  /** The visible word ("Modifier", "Désactiver"). */
  label: string | ((row: Row) => string)
  /** What a screen reader hears; by default the label followed by the row's name: « Modifier « Titre » ». */
  ariaLabel?: (row: Row) => string
  Icon: LucideIcon | ((row: Row) => LucideIcon)
  onClick?: (row: Row) => void
  /** The action is running for this row: its button spins. */
  pending?: (row: Row) => boolean
  /** Not offered for this row. */
  hidden?: (row: Row) => boolean
  /** Offered but refused for this row: the button or menu item is disabled and says why. */
  unavailable?: (row: Row) => string | null | undefined
  /** The row's main action, shown in words beside « Actions » (default: the first that is not `danger`). */
  primary?: boolean
  /** It destroys or cancels something: in red, at the bottom of the menu, apart from the others. */
  tone?: 'danger'
  /** A link instead of a button: receives the classes and the accessible name to put on it. */
  render?: (row: Row, props: { className: string; 'aria-label': string; title: string | undefined; children: ReactNode }) => ReactNode
}

/** The row's "Supprimer", behind the shared confirmation dialog (SPEC §5). */
export interface DeleteAction<Row, Deleted = unknown> {
  ariaLabel?: (row: Row) => string
  /** Why this row cannot be deleted (the button stays, disabled, with the reason). */
  unavailable?: (row: Row) => string | null | undefined
  /** "Supprimer cette annonce ?" */
  title: string
  /** What goes, and how to keep it instead. */
  description: (row: Row) => ReactNode
  confirmLabel: string | ((row: Row) => string)
  /** The call; the dialog spins until it settles and closes once `onDeleted` has run. */
  run: (row: Row) => Promise<Deleted>
  /** Refresh what changed and say so. */
  onDeleted: (result: Deleted, row: Row) => unknown
  onError?: (error: unknown) => void
  /** The failure, shown inside the dialog (which stays open). */
  errorText: (error: unknown) => string
}

interface QueryState {
  isPending: boolean
  isError: boolean
  isFetching: boolean
  isRefetching: boolean
  isPlaceholderData: boolean
  error: unknown
  refetch: () => unknown
}

/** A React Query result that holds every row at once (`useQuery`). */
export interface WholeListQuery<Row> extends QueryState {
  data: readonly Row[] | undefined
}

/** A React Query result read a page at a time ("Afficher plus", `useInfiniteQuery`). */
export interface InfiniteListQuery<Row> extends QueryState {
  data: { pages: readonly (readonly Row[])[] } | undefined
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
}

export type ListQuery<Row> = WholeListQuery<Row> | InfiniteListQuery<Row>

/** Numbered pages driven by the page (`offset = page × size`): "Page précédente / suivante". */
export interface ListPages {
  page: number
  size: number
  onPage: (page: number) => void
}

/** A titled part of the list (free courses by category). */
export interface ListGroup<Row> {
  id: string
  label: ReactNode
  rows: Row[]
}
