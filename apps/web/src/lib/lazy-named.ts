import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { withinChunkDeadline } from './chunk-deadline.ts'

/** `React.lazy` for a named export without props: several sections can share one downloaded module. */
export function lazyNamed<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await withinChunkDeadline(load()))[name] }))
}
