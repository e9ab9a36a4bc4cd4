import { lazyRouteComponent } from '@tanstack/react-router'
import { withinChunkDeadline } from './chunk-deadline.ts'

/** A route's page, downloaded when it is first shown, within the 120-second deadline of SPEC §8. */
export function lazyPage<T extends Record<string, unknown>, K extends keyof T>(load: () => Promise<T>, name: K) {
  return lazyRouteComponent(() => withinChunkDeadline(load()), name)
}

/**
 * A page routed under /admin (or the admins' sign-in): the same, and the build leaves its files out
 * of the service worker's precache (build/precache-scope.ts reads these calls).
 */
export const backOfficePage = lazyPage
