import { createMemoryHistory } from '@tanstack/react-router'
import { STORAGE_KEYS, type AdminUser } from '@tutorat/contracts'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from '../src/app/App.tsx'

/** Mounts the whole app (router, lazy pages, data layer) at `path`. */
export function renderApp(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] })
  const user = userEvent.setup()
  render(<App history={history} />)
  return { history, user, pathname: () => history.location.pathname }
}

export const ADMIN: AdminUser = {
  id: 1,
  name: 'Salma Bennani',
  email: 'salma@example.ma',
  is_super_admin: false,
  is_active: true,
  created_at: '2025-09-01T08:00:00.000Z',
}

export function storeSession(token = 'jeton-valide', user: AdminUser | string = ADMIN) {
  window.localStorage.setItem(STORAGE_KEYS.adminToken, token)
  window.localStorage.setItem(STORAGE_KEYS.adminUser, typeof user === 'string' ? user : JSON.stringify(user))
}
