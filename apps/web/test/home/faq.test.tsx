import { LIMITS } from '@tutorat/contracts'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Faq, QUESTIONS } from '../../src/features/home/Faq.tsx'

const buttons = () => screen.getAllByRole('button')
const expanded = () => buttons().map((button) => button.getAttribute('aria-expanded'))

describe('FAQ', () => {
  it('has seven questions, the first one open', () => {
    render(<Faq />)
    expect(buttons()).toHaveLength(LIMITS.faqQuestions)
    expect(buttons().map((button) => button.textContent)).toEqual(QUESTIONS.map((item) => item.question))
    expect(expanded()).toEqual(['true', 'false', 'false', 'false', 'false', 'false', 'false'])
    expect(screen.getByText(QUESTIONS[0].answer)).toBeVisible()
    expect(screen.getByRole('region', { name: QUESTIONS[0].question })).toBeInTheDocument()
  })

  it('keeps one answer open at a time', async () => {
    const user = userEvent.setup()
    render(<Faq />)
    await user.click(screen.getByRole('button', { name: QUESTIONS[2].question }))
    expect(expanded()).toEqual(['false', 'false', 'true', 'false', 'false', 'false', 'false'])
    expect(screen.getByText(QUESTIONS[2].answer)).toBeVisible()
    expect(screen.queryByText(QUESTIONS[0].answer)).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: QUESTIONS[6].question }))
    expect(expanded()).toEqual(['false', 'false', 'false', 'false', 'false', 'false', 'true'])
  })

  it('closes the open answer when its question is clicked again', async () => {
    const user = userEvent.setup()
    render(<Faq />)
    await user.click(screen.getByRole('button', { name: QUESTIONS[0].question }))
    expect(expanded().every((value) => value === 'false')).toBe(true)
  })

  it('works from the keyboard', async () => {
    const user = userEvent.setup()
    render(<Faq />)
    await user.tab()
    expect(buttons()[0]).toHaveFocus()
    await user.keyboard('{ArrowDown}{Enter}')
    expect(expanded()[1]).toBe('true')
  })
})
