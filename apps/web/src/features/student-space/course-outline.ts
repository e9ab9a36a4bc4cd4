import type { RouterOutputs } from '@tutorat/api'

export type StudentVideo = RouterOutputs['student']['courseVideos'][number]

export interface ModuleGroup {
  name: string
  videos: StudentVideo[]
}

/**
 * Videos by module, modules in the order of their first video, videos without a module last
 * under 'Autres vidéos' (as on the admin videos page). The server already sorts by order.
 */
export function groupByModule(videos: StudentVideo[]): ModuleGroup[] {
  const named = new Map<string, StudentVideo[]>()
  const loose: StudentVideo[] = []
  for (const video of videos) {
    if (video.module_name === null) loose.push(video)
    else named.set(video.module_name, [...(named.get(video.module_name) ?? []), video])
  }
  const groups = [...named].map(([name, list]) => ({ name, videos: list }))
  if (loose.length > 0) groups.push({ name: groups.length > 0 ? 'Autres vidéos' : 'Vidéos du cours', videos: loose })
  return groups
}

/** The video to show: the one asked for, else the first open one not yet seen, else the first open one. */
export function pickVideo(ordered: StudentVideo[], requested: number | undefined): StudentVideo | undefined {
  const asked = requested === undefined ? undefined : ordered.find((video) => video.id === requested)
  if (asked) return asked
  const open = ordered.filter((video) => !video.locked)
  return open.find((video) => !video.seen) ?? open[0] ?? ordered[0]
}

/** Previous and next videos the student may open (locked ones are skipped: they have no page). */
export function neighbours(ordered: StudentVideo[], current: StudentVideo) {
  const index = ordered.indexOf(current)
  const previous = ordered.slice(0, index).findLast((video) => !video.locked)
  const next = ordered.slice(index + 1).find((video) => !video.locked)
  return { previous, next }
}
