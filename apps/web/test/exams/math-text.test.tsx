import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MathText, withDisplayBlocks, withGluedPunctuation } from '../../src/features/exams/MathText.tsx'

describe('MathText: Markdown and LaTeX as students read them', () => {
  it('centres a `$$…$$` written alone on one line, keeps inline formulas inline', () => {
    const { container } = render(<MathText>{'Calculer\n\n$$\\int_0^1 x\\,dx$$\n\npuis $x^2$ en ligne.'}</MathText>)
    expect(container.querySelectorAll('.katex-display')).toHaveLength(1)
    expect(container.querySelectorAll('.katex')).toHaveLength(2)
  })

  it('leaves two formulas on one line, and text with dollars of money, as they are', () => {
    expect(withDisplayBlocks('$$a$$ et $$b$$')).toBe('$$a$$ et $$b$$')
    expect(withDisplayBlocks('  $$\\frac{1}{2}$$ ')).toBe('$$\n\\frac{1}{2}\n$$')
    expect(withDisplayBlocks('Prix : 10 $')).toBe('Prix : 10 $')
  })

  it('keeps a « ? » typed after a formula with it: a narrow no-break space, never a line of its own (issue 29)', () => {
    expect(withGluedPunctuation('Que vaut $x^2$ ? Et $y$ : rien ; $z$ !')).toBe('Que vaut $x^2$\u202f? Et $y$\u202f: rien ; $z$\u202f!')
    expect(withGluedPunctuation('$a$ et $b$')).toBe('$a$ et $b$')
    const { container } = render(<MathText>{'Combien vaut $\\frac{1}{2}$ ?'}</MathText>)
    expect(container.querySelectorAll('.katex')).toHaveLength(1)
    expect(container.textContent?.endsWith('\u202f?')).toBe(true)
  })

  it('renders no raw HTML a statement might carry', () => {
    const { container } = render(<MathText>{'<img src=x onerror="alert(1)"> **gras**'}</MathText>)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('strong')).toHaveTextContent('gras')
  })
})
