import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

type Scope = HTMLElement | Pick<ReturnType<typeof within>, 'getByRole'>

/**
 * A row's action that sits in its « Actions » menu (every action but the labelled main one):
 * opens the menu of the row or card `scope` and returns the item named `name`.
 */
export async function rowMenuItem(user: UserEvent, scope: Scope, name: string | RegExp) {
  const queries = scope instanceof HTMLElement ? within(scope) : scope
  await user.click(queries.getByRole('button', { name: /^Actions/ }))
  return screen.findByRole('menuitem', { name: typeof name === 'string' ? anySpace(name) : name })
}

/** The name with any space where it has one: the copy's narrow no-break spaces (« Titre ») match plain ones. */
const anySpace = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s')}$`)

/** A menu item refused for this row: disabled (it says why in its description). */
export const isRefused = (item: HTMLElement) => item.getAttribute('aria-disabled') === 'true'
