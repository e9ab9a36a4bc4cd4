import { Trash2 } from 'lucide-react'
import { Fragment, useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { buttonClasses } from '../Button.tsx'
import { Spinner } from '../Spinner.tsx'
import { ActionsMenu } from './ActionsMenu.tsx'
import { accessibleName, iconOf, pick } from './row-action.ts'
import type { DeleteAction, RowAction } from './types.ts'

const DANGER = 'border-red-200 text-red-700 hover:bg-red-50'

/** The delete action every list with `remove` gets: in the menu, apart and in red. */
export function deleteRowAction<Row>({ ariaLabel, unavailable }: Pick<DeleteAction<Row>, 'ariaLabel' | 'unavailable'>, onClick: (row: Row) => void): RowAction<Row> {
  return { id: 'delete', label: 'Supprimer', Icon: Trash2, tone: 'danger', onClick, ...(ariaLabel ? { ariaLabel } : {}), ...(unavailable ? { unavailable } : {}) }
}

interface RowActionsProps<Row> {
  row: Row
  rowName: (row: Row) => string
  actions: readonly RowAction<Row>[]
  /** `table`: in the row's last cell, at its end · `card`: under a phone card, across its width. */
  layout: 'table' | 'card'
}

/** The one the row shows in words: the action marked `primary`, else the first that destroys nothing. */
function primaryOf<Row>(shown: readonly RowAction<Row>[]) {
  return shown.find((action) => action.primary) ?? shown.find((action) => action.tone !== 'danger')
}

/**
 * A row's actions, the same on every back-office list: the main one labelled, the others in an
 * « Actions » menu where those that destroy (Supprimer, Annuler…) come last, apart, in red.
 */
export function RowActions<Row>({ row, rowName, actions, layout }: RowActionsProps<Row>) {
  const noteId = useId()
  const shown = actions.filter((action) => !action.hidden?.(row))
  const primary = primaryOf(shown)
  const rest = shown.filter((action) => action !== primary)
  const reason = primary?.unavailable?.(row) || undefined
  const card = layout === 'card'
  return (
    <div className={cn('flex items-center gap-2', card ? 'flex-wrap' : 'justify-end whitespace-nowrap')}>
      {primary ? <PrimaryButton action={primary} row={row} rowName={rowName} describedBy={reason ? noteId : undefined} className={card ? 'flex-1' : 'px-2.5'} /> : null}
      {rest.length > 0 ? <ActionsMenu row={row} rowName={rowName} actions={rest} className={card ? (primary ? undefined : 'flex-1') : 'px-2.5'} /> : null}
      {reason ? (
        <p id={noteId} className={card ? 'basis-full text-xs text-muted' : 'sr-only'}>
          {reason}
        </p>
      ) : null}
    </div>
  )
}

interface PrimaryButtonProps<Row> {
  action: RowAction<Row>
  row: Row
  rowName: (row: Row) => string
  /** The note that says why it is disabled. */
  describedBy: string | undefined
  className?: string | undefined
}

function PrimaryButton<Row>({ action, row, rowName, describedBy, className }: PrimaryButtonProps<Row>) {
  const label = pick(action.label, row)
  const Icon = iconOf(action, row)
  const pending = action.pending?.(row) ?? false
  const reason = action.unavailable?.(row) || undefined
  const classes = cn(buttonClasses('secondary', 'sm', 'min-h-11'), action.tone === 'danger' && DANGER, className)
  const children = (
    <>
      {pending ? <Spinner size="sm" label={null} /> : <Icon className="size-4 shrink-0" aria-hidden="true" />}
      {label}
    </>
  )
  const ariaLabel = accessibleName(action, row, rowName)
  if (action.render) return <Fragment>{action.render(row, { className: classes, 'aria-label': ariaLabel, title: undefined, children })}</Fragment>
  return (
    <button
      type="button"
      className={classes}
      aria-label={ariaLabel}
      title={reason}
      aria-describedby={describedBy}
      disabled={pending || reason !== undefined}
      aria-busy={pending || undefined}
      onClick={() => action.onClick?.(row)}
    >
      {children}
    </button>
  )
}
