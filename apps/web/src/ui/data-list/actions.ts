import { type LucideIcon, Pencil, Power, PowerOff } from 'lucide-react'
import type { RowAction } from './types.ts'

/** "Modifier « … »". */
export function editAction<Row>(onClick: (row: Row) => void, ariaLabel?: (row: Row) => string): RowAction<Row> {
  return { id: 'edit', label: 'Modifier', Icon: Pencil, onClick, ...(ariaLabel ? { ariaLabel } : {}) }
}

/** "Modifier « … »" as a link to the row's edit page (`render` draws the router's link with the props it gets). */
export function editLinkAction<Row>(render: NonNullable<RowAction<Row>['render']>, ariaLabel?: (row: Row) => string): RowAction<Row> {
  return { id: 'edit', label: 'Modifier', Icon: Pencil, render, ...(ariaLabel ? { ariaLabel } : {}) }
}

interface ToggleOptions<Row> {
  isActive: (row: Row) => boolean
  onClick: (row: Row) => void
  pending?: (row: Row) => boolean
  ariaLabel?: (row: Row) => string
  /** The icons for "Désactiver" and "Activer" (power by default; the offers use an eye). */
  icons?: readonly [LucideIcon, LucideIcon]
}

/** "Désactiver « … »" on an active row, "Activer « … »" on an inactive one. */
export function toggleAction<Row>({ isActive, onClick, pending, ariaLabel, icons = [PowerOff, Power] }: ToggleOptions<Row>): RowAction<Row> {
  return {
    id: 'toggle',
    label: (row: Row) => (isActive(row) ? 'Désactiver' : 'Activer'),
    Icon: (row: Row) => (isActive(row) ? icons[0] : icons[1]),
    onClick,
    ...(pending ? { pending } : {}),
    ...(ariaLabel ? { ariaLabel } : {}),
  }
}
