import { EXAM_MESSAGES } from '@tutorat/contracts'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, ok } from '../trpc-mock.ts'
import { renderStudent } from '../students/fixtures.tsx'
import { makeAttempt, makeResult, openPaper } from './paper-fixtures.ts'

// A handed-in paper: the score, the rank, then the correction only when the server sent one.

const reviewed = (position: number) => screen.getByRole('heading', { level: 3, name: `Question ${position}` }).closest('li') as HTMLElement

describe('the result of a paper', () => {
  it('shows the score over 20, the raw score and the rank among first attempts', async () => {
    await openPaper(makeResult())
    expect(screen.getByText('Votre note').parentElement).toHaveTextContent('12,5 / 20 sur 20')
    expect(screen.getByText('2,5 sur 4 points')).toBeInTheDocument()
    expect(screen.getByText('3e sur 45')).toBeInTheDocument()
    expect(screen.getByText('(premières tentatives)')).toBeInTheDocument()
    expect(screen.getByText(/^Rendue, le 14\/04\/2026 à 14:30$/)).toBeInTheDocument()
    for (const link of screen.getAllByRole('link', { name: 'Mes concours' })) expect(link).toHaveAttribute('href', '/student/exams')
  })

  it('corrects each question: the outcome and its points, the right options, the student’s own, the expected number, the explanation through KaTeX', async () => {
    await openPaper(makeResult())
    expect(screen.getByText('Juste : 2 · Faux : 1')).toBeInTheDocument()

    const first = reviewed(1)
    expect(within(first).getByText('Juste')).toBeInTheDocument()
    expect(within(first).getByText('2 / 2 points')).toBeInTheDocument()
    // options in this student's order: B was the teacher's first, the right one, and the one chosen
    const optionB = within(first).getByText('B.').closest('li') as HTMLElement
    expect(within(optionB).getByText('Votre réponse')).toBeInTheDocument()
    expect(within(optionB).getByText('Bonne réponse')).toBeInTheDocument()
    expect(within(first).getAllByText('Bonne réponse')).toHaveLength(1)
    const explanation = within(first).getByRole('heading', { level: 4, name: 'Explication' }).parentElement as HTMLElement
    expect(explanation.querySelectorAll('.katex').length).toBeGreaterThan(0)
    expect(first.querySelectorAll('ul li .katex').length).toBe(3)

    const second = reviewed(2)
    expect(within(second).getByText('Faux')).toBeInTheDocument()
    expect(within(second).getByText('-0,5 / 1 point')).toBeInTheDocument()
    expect(within(second).getAllByText('Bonne réponse')).toHaveLength(2)
    expect(within(second).getAllByText('Votre réponse')).toHaveLength(2)
    const optionB2 = within(second).getByText('B.').closest('li') as HTMLElement
    expect(within(optionB2).getByText('Votre réponse')).toBeInTheDocument()
    expect(within(optionB2).queryByText('Bonne réponse')).not.toBeInTheDocument()
    expect(within(second).queryByRole('heading', { name: 'Explication' })).not.toBeInTheDocument()

    const third = reviewed(3)
    expect(within(third).getByText('Votre réponse').nextElementSibling).toHaveTextContent('3,14')
    expect(within(third).getByText('Réponse attendue').nextElementSibling).toHaveTextContent('3,14159 (à 0,01 près)')
  })

  it('without a review, says why and shows nothing of a correction', async () => {
    const note = 'La correction sera publiée à la clôture du concours, le 2026-03-20 à 18:00.'
    await openPaper(makeResult({ review_available: false, review: null, review_note: note, rank: null, attempt_number: 2 }))
    expect(screen.getByRole('status')).toHaveTextContent(note)
    expect(screen.queryByRole('heading', { name: 'Correction', level: 2 })).not.toBeInTheDocument()
    expect(screen.queryByText('Bonne réponse')).not.toBeInTheDocument()
    expect(screen.queryByText('Réponse attendue')).not.toBeInTheDocument()
    expect(screen.queryByText(/premières tentatives/)).not.toBeInTheDocument()
    expect(screen.getByText(/^Tentative 2 · Rendue/)).toBeInTheDocument()
  })

  it('says which answers kept on this device never reached a paper closed meanwhile, once, then forgets them', async () => {
    window.localStorage.setItem('exam_attempt_41_answers', JSON.stringify([{ question_id: 101, answer: [2], seq: 1 }]))
    await openPaper(makeResult({ status: 'expiree' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Une réponse gardée sur cet appareil n’a pas atteint le serveur avant la clôture de la copie : elle n’est pas comptée.')
    expect(window.localStorage.getItem('exam_attempt_41_answers')).toBeNull()
  })

  it('shows nothing of a correction while the paper runs', async () => {
    await openPaper(makeAttempt())
    expect(screen.queryByText('Votre note')).not.toBeInTheDocument()
    expect(screen.queryByText('Bonne réponse')).not.toBeInTheDocument()
  })
})

describe('a paper that cannot be shown', () => {
  it('answers « Copie introuvable. » for another student’s paper (a 404, like a missing one)', async () => {
    renderStudent('/student/attempts/77', { 'exams.attempt': () => fail(404, EXAM_MESSAGES.attemptNotFound) })
    expect(await screen.findByRole('heading', { name: EXAM_MESSAGES.attemptNotFound })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Mes concours' })).toHaveAttribute('href', '/student/exams')
  })

  it('does not ask the server for an id that cannot exist', async () => {
    renderStudent('/student/attempts/abc', {})
    expect(await screen.findByRole('heading', { name: EXAM_MESSAGES.attemptNotFound })).toBeInTheDocument()
  })

  it('offers to try again when the paper could not be loaded', async () => {
    let answer = fail(500, 'Erreur interne')
    const { user } = renderStudent('/student/attempts/41', { 'exams.attempt': () => answer })
    expect(await screen.findByText('La copie n’a pas pu être chargée.', {}, { timeout: 10_000 })).toBeInTheDocument()
    answer = ok(makeAttempt())
    await user.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('heading', { level: 1, name: makeAttempt().exam_title })).toBeInTheDocument()
  })
})
