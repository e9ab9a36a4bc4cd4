import type { RouterInputs, RouterOutputs } from '@tutorat/api'

export type ManagedAdmin = RouterOutputs['admins']['list'][number]
export type AdminChanges = Omit<RouterInputs['admins']['update'], 'id'>
export type ProfileChanges = RouterInputs['admins']['updateProfile']
