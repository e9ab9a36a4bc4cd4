import { mediaQueryHook } from './media-query.ts'

/** The visitor asked their system for less motion: no rotating labels, counters or autoplay. */
export const useReducedMotion = mediaQueryHook('(prefers-reduced-motion: reduce)')
