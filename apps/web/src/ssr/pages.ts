/** The public pages the server renders (DESIGN §14): their HTML shows their content before any script. */
const SERVER_RENDERED = [/^\/$/, /^\/courses$/, /^\/cours-gratuits$/, /^\/recruitment$/, /^\/recruitment\/offer\/[^/]+$/, /^\/formations\/[^/]+$/]

export function isServerRendered(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return SERVER_RENDERED.some((pattern) => pattern.test(path))
}
