import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'

const report = fileURLToPath(new URL('../../apps/web/dist/.vite/chunk-modules.json', import.meta.url))

// Pages and components of the back office and the student space. Their route declarations
// (routes.ts, search.ts, guard.ts) are part of the route tree every page needs, so they do not count.
const PRIVATE_MODULE =
  /^apps\/web\/src\/features\/((admin|admins|accesses|courses|dashboard|students|videos|testimonials-admin|announcements-admin|recruitment-admin|student-space)\/(?!(routes|search|guard)\.ts$)|free-courses\/(FreeCoursesAdminPage|FreeCourseFormDialog|PdfPicker)\.tsx$)/

/** Collects the path of every script the page downloads. */
export function watchScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (path.endsWith('.js')) scripts.push(path)
  })
  return scripts
}

/** Back-office or student-space modules inside the given scripts (from the build's chunk report). */
export function privateModulesIn(scripts: string[]): string[] {
  const chunks = JSON.parse(readFileSync(report, 'utf8')) as Record<string, string[]>
  return scripts.flatMap((path) => {
    const modules = chunks[path.replace(/^\//, '')]
    // a script the report does not know cannot be vouched for: it counts against the page
    return modules ? modules.filter((id) => PRIVATE_MODULE.test(id)) : [`${path} (absent du rapport de build)`]
  })
}
