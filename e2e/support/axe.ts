import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/**
 * Serious and critical axe violations on the page, as readable lines (empty when clean).
 * Measured on a steady page: a toast fading in or out reads half-transparent (a false contrast failure).
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => [...document.querySelectorAll('[data-sonner-toast]')].every((toast) => getComputedStyle(toast).opacity === '1'))
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}
