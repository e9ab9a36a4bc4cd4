import type { Video } from './types.ts'

export interface VideoModule {
  /** null: the videos without a module, shown last as 'Autres vidéos' (SPEC §2). */
  name: string | null
  videos: Video[]
}

export const OTHER_VIDEOS = 'Autres vidéos'

const byOrder = (a: Video, b: Video) => a.order_in_course - b.order_in_course || a.id - b.id

/** Modules in the order of their first video, each in its own order; videos without a module at the end. */
export function groupByModule(videos: readonly Video[]): VideoModule[] {
  const modules = new Map<string, VideoModule>()
  const others: VideoModule = { name: null, videos: [] }
  for (const video of [...videos].sort(byOrder)) {
    if (video.module_name === null) {
      others.videos.push(video)
      continue
    }
    let group = modules.get(video.module_name)
    if (!group) modules.set(video.module_name, (group = { name: video.module_name, videos: [] }))
    group.videos.push(video)
  }
  return others.videos.length > 0 ? [...modules.values(), others] : [...modules.values()]
}

/** The module names already used in the course: the suggestions of the module field. */
export function moduleNames(videos: readonly Video[]): string[] {
  return groupByModule(videos).flatMap((module) => (module.name === null ? [] : [module.name]))
}

/** The ids of a module after moving the video at `index` one step (`delta` −1 up, +1 down). */
export function moveId(ids: readonly number[], index: number, delta: -1 | 1): number[] {
  const target = index + delta
  if (index < 0 || target < 0 || target >= ids.length) return [...ids]
  const next = [...ids]
  ;[next[index], next[target]] = [next[target] as number, next[index] as number]
  return next
}

/**
 * What the server will store for a reorder (the module keeps the positions it had, only who sits
 * where changes), so the list can move at once, before the answer.
 */
export function applyReorder(videos: readonly Video[], moduleName: string | null, ids: readonly number[]): Video[] {
  const slots = videos
    .filter((video) => video.module_name === moduleName)
    .map((video) => video.order_in_course)
    .sort((a, b) => a - b)
  const position = new Map(ids.map((id, index) => [id, slots[index]]))
  return videos
    .map((video) => {
      const order = position.get(video.id)
      return order === undefined ? video : { ...video, order_in_course: order }
    })
    .sort(byOrder)
}
