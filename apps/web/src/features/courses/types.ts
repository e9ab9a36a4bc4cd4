import type { RouterOutputs } from '@tutorat/api'

export type Course = RouterOutputs['courses']['get']
export type CourseStats = RouterOutputs['courses']['stats']
