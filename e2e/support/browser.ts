import { existsSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Page } from 'playwright-core'

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Whether the suite can run. Without Chromium a developer's run skips with a message; CI must
 * not pass silently, so there the missing browser is an error.
 */
export function chromiumAvailable(): boolean {
  if (existsSync(executablePath)) return true
  const message = `Chromium introuvable (${executablePath}) : installez-le (apt-get install -y chromium) ou définissez CHROMIUM_PATH.`
  if (process.env.CI) throw new Error(message)
  console.warn(`⚠ Tests e2e ignorés. ${message}`)
  return false
}

/**
 * The system Chromium. Its contexts run without the service worker unless `serviceWorkers: 'allow'`:
 * installing it precaches the whole app (83 files, ~600 KB) in every new context, which the tests of
 * other features paid for and waited on (`networkidle`). The offline and installable-site tests
 * (pwa, exams offline, every-page) allow it; a context may still ask for either.
 */
export async function launchBrowser({ serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
  const newContext = browser.newContext.bind(browser)
  // browser.newPage() opens its context through this too
  browser.newContext = (options = {}) => newContext({ serviceWorkers, ...options })
  return browser
}

export const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } } as const

const resultsDir = fileURLToPath(new URL('../../test-results/e2e/', import.meta.url))

export async function screenshot(page: Page, name: string) {
  mkdirSync(resultsDir, { recursive: true })
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `${resultsDir}${name}-${width}.png`, fullPage: true })
}

/** Collects what the page reports as broken: uncaught errors and CSP refusals. */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      problems.push(`csp: ${message.text()}`)
    }
  })
  return problems
}
