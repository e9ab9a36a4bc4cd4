import { ADMIN_MESSAGES, adminCreateInput, LIMITS } from '@tutorat/contracts'
import { z } from 'zod'
import type { AdminChanges, ManagedAdmin, ProfileChanges } from './types.ts'

const { name, email } = adminCreateInput.shape

/** SPEC §5: at least 8 characters; blank is allowed only where it keeps the old password. */
const password = (blankKeeps: boolean) =>
  z
    .string()
    .max(256)
    .refine((value) => (blankKeeps && value === '') || value.length >= LIMITS.adminPasswordMin, ADMIN_MESSAGES.passwordMin)

/** One schema for both dialogs: on edit a blank password keeps the current one. */
export const adminFormSchema = (editing: boolean) =>
  z.object({ name, email, password: password(editing), is_super_admin: z.boolean(), is_active: z.boolean() })
export type AdminFormInput = z.input<ReturnType<typeof adminFormSchema>>
export type AdminFormOutput = z.output<ReturnType<typeof adminFormSchema>>

/** SPEC §5: only the fields that changed are sent; a blank password is not sent at all. */
export function adminChanges(before: ManagedAdmin, values: AdminFormOutput): AdminChanges {
  return {
    ...(values.name !== before.name ? { name: values.name } : {}),
    ...(values.email !== before.email ? { email: values.email } : {}),
    ...(values.password ? { password: values.password } : {}),
    ...(values.is_super_admin !== before.is_super_admin ? { is_super_admin: values.is_super_admin } : {}),
  }
}

/** DESIGN §4: a new password or a new sign-in email needs the current password. */
export const needsCurrentPassword = (currentEmail: string, values: { email: string; password: string }) =>
  Boolean(values.password) || values.email.trim().toLowerCase() !== currentEmail

export const profileFormSchema = (currentEmail: string) =>
  z.object({ name, email, password: password(true), current_password: z.string().max(256) }).superRefine((values, context) => {
    if (needsCurrentPassword(currentEmail, values) && !values.current_password)
      context.addIssue({ code: 'custom', path: ['current_password'], message: ADMIN_MESSAGES.currentPasswordRequired })
  })
export type ProfileFormInput = z.input<ReturnType<typeof profileFormSchema>>
export type ProfileFormOutput = z.output<ReturnType<typeof profileFormSchema>>

export function profileChanges(before: { name: string; email: string }, values: ProfileFormOutput): ProfileChanges {
  return {
    ...(values.name !== before.name ? { name: values.name } : {}),
    ...(values.email !== before.email ? { email: values.email } : {}),
    ...(values.password ? { password: values.password } : {}),
    ...(needsCurrentPassword(before.email, values) ? { current_password: values.current_password } : {}),
  }
}

export const hasChanges = (changes: object) => Object.keys(changes).length > 0

/** "Salma Bennani" → "SB"; one word → its first two letters. */
export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const letters = words.length === 1 ? (words[0] ?? '').slice(0, 2) : `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}`
  return letters.toLocaleUpperCase('fr-FR')
}
