import 'katex/dist/katex.min.css'
import { memo } from 'react'
import Markdown, { type Components } from 'react-markdown'
import rehypeKatex from 'rehype-katex'
import remarkMath from 'remark-math'
import { cn } from '../../lib/cn.ts'
import { NARROW_NBSP } from '../../lib/typography.ts'

// Statements, options and explanations are Markdown with LaTeX (`$…$`, `$$…$$`), rendered by
// KaTeX alike everywhere (DESIGN §13). Imported only by the exam and question pages: KaTeX and
// its fonts stay out of every other chunk. Raw HTML is not rendered (react-markdown's default),
// and a formula KaTeX cannot read shows as its source in red instead of breaking the page.
// The stylesheet must come from the KaTeX that rehype-katex renders with (0.16.x, pinned in
// package.json): 0.19 renamed its classes (`sizing` → `katex-sizing`), and with its CSS every
// fraction and exponent lost its size and overlapped the lines around it (issue 29).

const remarkPlugins = [remarkMath]
const rehypePlugins: NonNullable<Parameters<typeof Markdown>[0]['rehypePlugins']> = [[rehypeKatex, { throwOnError: false, strict: 'ignore', errorColor: '#b91c1c' }]]

/**
 * `$$…$$` alone on its line is a centred formula, as teachers write it; remark-math reads it so
 * only with each `$$` on a line of its own (on one line it would be an inline formula).
 */
export const withDisplayBlocks = (source: string) => source.replace(/^[ \t]*\$\$([^$\n]+)\$\$[ \t]*$/gm, '$$$$\n$1\n$$$$')

/**
 * « … $x$ ? » as teachers type it: the plain space lets a phone put the « ? » alone at the start
 * of the next line; a narrow no-break space (French typography) keeps it with the formula.
 */
export const withGluedPunctuation = (source: string) => source.replace(/\$[ \t]+(?=[?!:;])/g, `$${NARROW_NBSP}`)

/** An option sits inside a `<label>`, which may hold phrasing content only: paragraphs become spans. */
const inlineComponents: Components = { p: ({ children }) => <span className="block">{children}</span> }

export interface MathTextProps {
  children: string
  /** `inline`: an option's text (a `<span>`, no paragraph margins), fit for a `<label>` */
  inline?: boolean
  className?: string
}

/** Memoised: a paper re-renders as answers are saved, and 40 statements through KaTeX each time would show. */
export const MathText = memo(function MathText({ children, inline = false, className }: MathTextProps) {
  const Wrapper = inline ? 'span' : 'div'
  return (
    <Wrapper
      className={cn(
        'math-text break-words [&_.katex-display]:overflow-x-auto [&_.katex-display]:overflow-y-hidden [&_.katex-display]:py-1',
        // a fraction or an exponent in the text is taller than the line: its margin moves the lines
        // around it apart (each .base is an inline-block), so they never touch on a phone (issue 29)
        '[&_.katex_.base]:my-[0.2em]',
        inline ? 'block min-w-0' : 'space-y-2',
        className,
      )}
    >
      <Markdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={inline ? inlineComponents : undefined}>
        {withGluedPunctuation(withDisplayBlocks(children))}
      </Markdown>
    </Wrapper>
  )
})
