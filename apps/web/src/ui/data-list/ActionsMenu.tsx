import * as Menu from '@radix-ui/react-dropdown-menu'
import { ChevronDown } from 'lucide-react'
import { type ReactElement, useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { buttonClasses } from '../Button.tsx'
import { Spinner } from '../Spinner.tsx'
import { accessibleName, iconOf, pick } from './row-action.ts'
import type { RowAction } from './types.ts'

const ITEM = cn(
  'flex min-h-11 w-full cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-left text-sm font-medium text-ink outline-none select-none',
  'data-[highlighted]:bg-brand-50 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
)
const DANGER_ITEM = 'text-red-700 data-[highlighted]:bg-red-50'

interface ActionsMenuProps<Row> {
  row: Row
  rowName: (row: Row) => string
  actions: readonly RowAction<Row>[]
  className?: string | undefined
}

/**
 * « Actions » and its menu (Radix: arrows, Home/End, typeahead, Escape back to the button). Not
 * modal, so a confirmation dialog opened from an item takes the focus cleanly.
 */
export function ActionsMenu<Row>({ row, rowName, actions, className }: ActionsMenuProps<Row>) {
  const safe = actions.filter((action) => action.tone !== 'danger')
  const destructive = actions.filter((action) => action.tone === 'danger')
  const pending = actions.some((action) => action.pending?.(row))
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className={cn(buttonClasses('secondary', 'sm', 'min-h-11 data-[state=open]:bg-brand-50'), className)} aria-label={`Actions « ${rowName(row)} »`} aria-busy={pending || undefined}>
        {pending ? <Spinner size="sm" label={null} /> : null}
        Actions
        <ChevronDown className="size-4 shrink-0" aria-hidden="true" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 max-w-[calc(100vw-1rem)] min-w-56 rounded-card border border-line bg-white p-1 shadow-lg"
        >
          {safe.map((action) => (
            <Item key={action.id} action={action} row={row} rowName={rowName} />
          ))}
          {safe.length > 0 && destructive.length > 0 ? <Menu.Separator className="my-1 h-px bg-line" /> : null}
          {destructive.map((action) => (
            <Item key={action.id} action={action} row={row} rowName={rowName} />
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}

function Item<Row>({ action, row, rowName }: { action: RowAction<Row>; row: Row; rowName: (row: Row) => string }) {
  const Icon = iconOf(action, row)
  const pending = action.pending?.(row) ?? false
  const reason = action.unavailable?.(row) || undefined
  const reasonId = useId()
  const className = cn(ITEM, action.tone === 'danger' && DANGER_ITEM)
  const content = (
    <>
      {pending ? <Spinner size="sm" label={null} /> : <Icon className="size-4 shrink-0" aria-hidden="true" />}
      <span className="min-w-0">
        <span className="block">{pick(action.label, row)}</span>
        {reason ? (
          <span id={reasonId} className="block text-xs font-normal text-muted">
            {reason}
          </span>
        ) : null}
      </span>
    </>
  )
  const ariaLabel = accessibleName(action, row, rowName)
  if (action.render) {
    return (
      <Menu.Item asChild disabled={reason !== undefined}>
        {action.render(row, { className, 'aria-label': ariaLabel, title: undefined, children: content }) as ReactElement}
      </Menu.Item>
    )
  }
  return (
    <Menu.Item
      className={className}
      aria-label={ariaLabel}
      aria-describedby={reason ? reasonId : undefined}
      disabled={pending || reason !== undefined}
      onSelect={() => action.onClick?.(row)}
    >
      {content}
    </Menu.Item>
  )
}
