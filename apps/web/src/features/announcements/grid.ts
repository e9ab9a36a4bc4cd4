export const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'

/**
 * What a card's picture measures in GRID (for `sizes`): one column under 640 px (page padding
 * 16 px), two up to 1024 px (padding 24 px, gap 24 px), then three within the 1280 px page.
 */
export const GRID_IMAGE_SIZES = '(min-width: 1024px) min(411px, calc((100vw - 96px) / 3)), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)'
