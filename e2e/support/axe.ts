import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { screenshot, VIEWPORTS } from './browser.ts'

/**
 * Serious and critical axe violations on the page, as readable lines (empty when clean).
 * Measured on steady toasts: one fading in or out, or a toast's text fading as a newer one stacks
 * in front of it, reads half-transparent (a false contrast failure).
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => {
    const inToaster = (animation: Animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null
      return target?.closest('[data-sonner-toaster]') != null
    }
    const settled = !document.getAnimations().some(inToaster)
    return settled && [...document.querySelectorAll('[data-sonner-toast]')].every((toast) => getComputedStyle(toast).opacity === '1')
  })
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** A screenshot at 375 and 1280 px, each width checked by axe too. */
export async function screenshotsAtBothWidths(page: Page, name: string) {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport)
    await screenshot(page, name)
    expect(await seriousA11yViolations(page), `${name} at ${viewport.width} px`).toEqual([])
  }
}
