import type { Locator } from 'playwright-core'

// Kept apart from browser.ts, which the benchmarks import without the DOM types.

/** The picture has loaded, from one of the resized WebP copies the server made (`<uuid>.w640.webp`). */
export function resizedCopyShown(picture: Locator): Promise<boolean> {
  return picture.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0 && /\/uploads\/[a-z-]+\/[0-9a-f-]{36}\.w\d+\.webp$/.test(element.currentSrc))
}
