import type { Locator, Page } from 'playwright-core'

/**
 * A row's action in its « Actions » menu (every one but the labelled main action): opens the menu
 * of the row or card `scope` and returns the item named `name`.
 */
export async function rowMenuItem(page: Page, scope: Locator | Page, name: string | RegExp): Promise<Locator> {
  await scope.getByRole('button', { name: /^Actions/ }).first().click()
  const item = page.getByRole('menuitem', { name })
  await item.waitFor()
  return item
}
