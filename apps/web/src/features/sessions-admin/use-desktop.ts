import { mediaQueryHook } from '../../lib/media-query.ts'

/**
 * The screen is wide enough for the week view (decided in script so a phone never fetches it).
 * Tailwind's `xl`: beside the admin sidebar, seven readable day columns need this much (at `lg`
 * a column is ~75 px of text: words break mid-syllable); below it the list is shown alone.
 */
export const useDesktop = mediaQueryHook('(min-width: 80rem)')
