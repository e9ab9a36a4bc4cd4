import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MathText, withDisplayBlocks } from '../../src/features/exams/MathText.tsx'

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

  it('renders no raw HTML a statement might carry', () => {
    const { container } = render(<MathText>{'<img src=x onerror="alert(1)"> **gras**'}</MathText>)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('strong')).toHaveTextContent('gras')
  })
})
