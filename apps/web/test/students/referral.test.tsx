import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail } from '../trpc-mock.ts'
import { profileHandlers, REFERRAL, renderStudent } from './fixtures.tsx'

// DESIGN §18: the student's own referral code on « Mon profil », shared on WhatsApp.

describe('« Parrainage » on the profile page', () => {
  it('shows the code, what it gives, the friends enrolled and a WhatsApp message ready to send', async () => {
    renderStudent('/student/profile', profileHandlers())
    expect(await screen.findByText(REFERRAL.code)).toBeInTheDocument()
    expect(screen.getByText('Partagez votre code : vos amis ont 10 % de remise sur leur inscription.')).toBeInTheDocument()
    expect(screen.getByText('2 amis inscrits avec votre code.')).toBeInTheDocument()
    const share = screen.getByRole('link', { name: /Partager sur WhatsApp/ })
    expect(share).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(REFERRAL.share_text)}`)
    expect(share).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('button', { name: 'Copier le code de parrainage' })).toBeInTheDocument()
  })

  it('says so when the code cannot be loaded, and the rest of the profile stays', async () => {
    renderStudent('/student/profile', { ...profileHandlers(), 'coupons.myReferral': () => fail(500, 'Erreur') })
    // a 5xx is asked twice more (1 s, then 2 s later) before the page gives up
    expect(await screen.findByText('Votre code de parrainage n’a pas pu être chargé. Réessayez plus tard.', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Mon profil' })).toBeInTheDocument()
  })
})
