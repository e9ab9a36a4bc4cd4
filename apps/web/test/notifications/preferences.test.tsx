import { NOTIFICATION_MESSAGES, type NotificationPreferences } from '@tutorat/contracts'
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fail, ok, type Outcome } from '../trpc-mock.ts'
import { renderStudent } from '../students/fixtures.tsx'
import { expectToast } from '../admins/fixtures.ts'
import { inbox, makePreferences } from './fixtures.ts'

type PreferencesInput = { email_opt_in: boolean; whatsapp_opt_in: boolean; whatsapp_consent: boolean; phone?: string | null }

/** The page with these saved preferences; `update` answers the save (by default: saved, number in E.164). */
async function openPreferences(saved: NotificationPreferences, update?: (input: PreferencesInput) => Outcome) {
  const save = vi.fn((raw: unknown) => {
    const input = raw as PreferencesInput
    if (update) return update(input)
    const phone = input.phone === undefined ? saved.phone : input.phone ? '+212612345678' : null
    return ok({ ...saved, ...input, phone, message: NOTIFICATION_MESSAGES.preferencesSaved })
  })
  const app = renderStudent('/student/notifications', {
    'notifications.mine': inbox([]),
    'notifications.preferences': () => ok(saved),
    'notifications.updatePreferences': save,
  })
  const section = within(await screen.findByRole('region', { name: 'Préférences de réception' }))
  await section.findByRole('button', { name: 'Enregistrer mes préférences' })
  return { ...app, save, section }
}

describe('the notification preferences', () => {
  it('turns the e-mails off and says it is saved', async () => {
    const { user, save, section } = await openPreferences(makePreferences())
    expect(section.getByText(/réinitialisation du mot de passe, invitation\) sont toujours envoyés/)).toBeInTheDocument()
    expect(section.getByText('À l’adresse amina@exemple.ma.')).toBeInTheDocument()
    const email = section.getByRole('checkbox', { name: 'Recevoir mes notifications par e-mail' })
    expect(email).toBeChecked()
    // WhatsApp is on by default for every account, but nothing goes there without consent
    expect(section.getByRole('checkbox', { name: /J’accepte de recevoir des messages WhatsApp/ })).not.toBeChecked()
    expect(section.queryByRole('checkbox', { name: 'Recevoir mes notifications par WhatsApp' })).not.toBeInTheDocument()

    await user.click(email)
    await user.click(section.getByRole('button', { name: 'Enregistrer mes préférences' }))
    await expectToast(NOTIFICATION_MESSAGES.preferencesSaved)
    // no consent: the number the student may have is kept, not erased
    expect(save).toHaveBeenCalledWith({ email_opt_in: false, whatsapp_consent: false, whatsapp_opt_in: false })
    expect(await screen.findByRole('checkbox', { name: 'Recevoir mes notifications par e-mail' })).not.toBeChecked()
  })

  it('refuses WhatsApp without a number before asking the server', async () => {
    const { user, save, section } = await openPreferences(makePreferences())
    await user.click(section.getByRole('checkbox', { name: /J’accepte de recevoir des messages WhatsApp/ }))
    expect(section.getByRole('checkbox', { name: 'Recevoir mes notifications par WhatsApp' })).toBeChecked()
    await user.click(section.getByRole('button', { name: 'Enregistrer mes préférences' }))

    const phone = section.getByRole('textbox', { name: 'Numéro WhatsApp' })
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(NOTIFICATION_MESSAGES.whatsappNeedsConsent))
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(save).not.toHaveBeenCalled()

    await user.type(phone, '06 12 34 56 78')
    expect(phone).not.toHaveAttribute('aria-invalid')
    await user.click(section.getByRole('button', { name: 'Enregistrer mes préférences' }))
    await expectToast(NOTIFICATION_MESSAGES.preferencesSaved)
    expect(save).toHaveBeenCalledWith({ email_opt_in: true, whatsapp_consent: true, whatsapp_opt_in: true, phone: '06 12 34 56 78' })
    // the number as the server wrote it
    expect(await screen.findByDisplayValue('+212612345678')).toBeInTheDocument()
  })

  it('shows the server’s refusal of the number under the number', async () => {
    const saved = makePreferences({ whatsapp_consent: true, phone: '+212612345678' })
    const { user, section } = await openPreferences(saved, () => fail(400, NOTIFICATION_MESSAGES.invalidPhone))
    const phone = section.getByRole('textbox', { name: 'Numéro WhatsApp' })
    await user.clear(phone)
    await user.type(phone, '05 22 00 00 00')
    await user.click(section.getByRole('button', { name: 'Enregistrer mes préférences' }))
    expect(await section.findByText(NOTIFICATION_MESSAGES.invalidPhone)).toBeInTheDocument()
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(phone).toHaveValue('05 22 00 00 00')
  })

  it('says when the service cannot be reached', async () => {
    const { user, section } = await openPreferences(makePreferences(), () => fail(500, 'Erreur interne du serveur'))
    await user.click(section.getByRole('button', { name: 'Enregistrer mes préférences' }))
    expect(await section.findByRole('alert')).toHaveTextContent('Impossible d’enregistrer vos préférences. Vérifiez votre connexion et réessayez.')
  })

  it('warns about an address or a number the messages could not reach', async () => {
    const { section } = await openPreferences(makePreferences({ email_invalid: true, phone_invalid: true, whatsapp_consent: true, phone: '+212612345678' }))
    expect(section.getByText(/Nos derniers e-mails n’ont pas pu être remis/)).toBeInTheDocument()
    expect(section.getByText(/Nos derniers messages WhatsApp n’ont pas pu être remis à ce numéro/)).toBeInTheDocument()
  })

  it('withdrawing the consent turns WhatsApp off', async () => {
    const { user, save, section } = await openPreferences(makePreferences({ whatsapp_consent: true, phone: '+212612345678' }))
    expect(section.getByRole('checkbox', { name: 'Recevoir mes notifications par WhatsApp' })).toBeChecked()
    await user.click(section.getByRole('checkbox', { name: /J’accepte de recevoir des messages WhatsApp/ }))
    await user.click(section.getByRole('button', { name: 'Enregistrer mes préférences' }))
    await expectToast(NOTIFICATION_MESSAGES.preferencesSaved)
    expect(save).toHaveBeenCalledWith({ email_opt_in: true, whatsapp_consent: false, whatsapp_opt_in: false })
  })
})
