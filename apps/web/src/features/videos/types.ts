import type { RouterOutputs } from '@tutorat/api'

export type Video = RouterOutputs['videos']['byCourse'][number]
