import type { LucideIcon } from 'lucide-react'
import type { RowAction } from './types.ts'

export const pick = <Row, Value>(value: Value | ((row: Row) => Value), row: Row): Value =>
  typeof value === 'function' ? (value as (row: Row) => Value)(row) : value

// a lucide icon is a forwardRef object; a function picks the icon from the row
export const iconOf = <Row>(action: RowAction<Row>, row: Row): LucideIcon =>
  typeof action.Icon === 'function' ? (action.Icon as (row: Row) => LucideIcon)(row) : action.Icon

/** « Modifier « Titre » » unless the action names itself. */
export const accessibleName = <Row>(action: RowAction<Row>, row: Row, rowName: (row: Row) => string) =>
  action.ariaLabel ? action.ariaLabel(row) : `${pick(action.label, row)} « ${rowName(row)} »`
