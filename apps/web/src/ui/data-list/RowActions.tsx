import type { LucideIcon } from 'lucide-react'
import { Trash2 } from 'lucide-react'
import { Fragment, useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { buttonClasses } from '../Button.tsx'
import { Spinner } from '../Spinner.tsx'
import type { DeleteAction, RowAction } from './types.ts'

const DANGER = 'border-red-200 text-red-700 hover:bg-red-50'
const TILE_COLUMNS = ['grid-cols-1', 'grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4', 'grid-cols-5'] as const

const pick = <Row, Value>(value: Value | ((row: Row) => Value), row: Row): Value =>
  typeof value === 'function' ? (value as (row: Row) => Value)(row) : value

/** The delete action every list with `remove` gets, last and in red. */
export function deleteRowAction<Row>({ ariaLabel, unavailable }: Pick<DeleteAction<Row>, 'ariaLabel' | 'unavailable'>, onClick: (row: Row) => void): RowAction<Row> {
  return { id: 'delete', label: 'Supprimer', Icon: Trash2, tone: 'danger', onClick, ...(ariaLabel ? { ariaLabel } : {}), ...(unavailable ? { unavailable } : {}) }
}

interface RowActionsProps<Row> {
  row: Row
  rowName: (row: Row) => string
  actions: readonly RowAction<Row>[]
  /** `icons` in a table cell (named for screen readers, titled for the mouse); `tiles` on a card (icon over a short label). */
  layout: 'icons' | 'tiles'
}

function classesOf<Row>(action: RowAction<Row>, layout: 'icons' | 'tiles' | 'wide') {
  const shape = {
    icons: buttonClasses('secondary', 'icon', 'size-10'),
    tiles: buttonClasses('secondary', 'sm', 'min-h-14 flex-col gap-1 px-1 text-xs'),
    wide: buttonClasses('secondary', 'sm', 'min-h-11 w-full text-xs'),
  }[layout]
  return cn(shape, action.tone === 'danger' && DANGER)
}

export function RowActions<Row>({ row, rowName, actions, layout }: RowActionsProps<Row>) {
  const noteId = useId()
  const shown = actions.filter((action) => !action.hidden?.(row))
  const reasons = [...new Set(shown.map((action) => action.unavailable?.(row)).filter((reason): reason is string => Boolean(reason)))]
  if (layout === 'icons') {
    return <div className="flex justify-end gap-1.5">{shown.map((action) => <ActionButton key={action.id} {...{ action, row, rowName }} layout="icons" />)}</div>
  }
  const tiles = shown.filter((action) => !action.wide)
  const wide = shown.filter((action) => action.wide)
  const describedBy = reasons.length > 0 ? noteId : undefined
  return (
    <div className="space-y-2">
      <div className={cn('grid gap-2', TILE_COLUMNS[Math.min(tiles.length, 5)])}>
        {tiles.map((action) => <ActionButton key={action.id} {...{ action, row, rowName, describedBy }} layout="tiles" />)}
      </div>
      {wide.map((action) => <ActionButton key={action.id} {...{ action, row, rowName, describedBy }} layout="wide" />)}
      {reasons.length > 0 ? (
        <p id={noteId} className="text-xs text-muted">
          {reasons.join(' ')}
        </p>
      ) : null}
    </div>
  )
}

interface ActionButtonProps<Row> {
  action: RowAction<Row>
  row: Row
  rowName: (row: Row) => string
  layout: 'icons' | 'tiles' | 'wide'
  /** The note under the tiles that says why some are disabled. */
  describedBy?: string | undefined
}

function ActionButton<Row>({ action, row, rowName, layout, describedBy }: ActionButtonProps<Row>) {
  const label = pick(action.label, row)
  // a lucide icon is a forwardRef object; a function picks the icon from the row
  const Icon = typeof action.Icon === 'function' ? (action.Icon as (row: Row) => LucideIcon)(row) : action.Icon
  const pending = action.pending?.(row) ?? false
  const reason = action.unavailable?.(row) || undefined
  const className = classesOf(action, layout)
  const ariaLabel = action.ariaLabel ? action.ariaLabel(row) : `${label} « ${rowName(row)} »`
  const icons = layout === 'icons'
  const children = (
    <>
      {pending ? <Spinner size="sm" label={null} /> : <Icon className="size-4" aria-hidden="true" />}
      {icons ? null : label}
    </>
  )
  const title = icons ? label : undefined
  if (action.render) return <Fragment>{action.render(row, { className, 'aria-label': ariaLabel, title, children })}</Fragment>
  return (
    <button
      type="button"
      className={className}
      aria-label={ariaLabel}
      title={icons && reason ? reason : title}
      aria-describedby={reason ? describedBy : undefined}
      disabled={pending || reason !== undefined}
      aria-busy={pending || undefined}
      onClick={() => action.onClick?.(row)}
    >
      {children}
    </button>
  )
}
