import 'katex/dist/katex.min.css'
import { memo } from 'react'
import Markdown, { type Components } from 'react-markdown'
import rehypeKatex from 'rehype-katex'
import remarkMath from 'remark-math'
import { cn } from '../../lib/cn.ts'

// Statements, options and explanations are Markdown with LaTeX (`$…$`, `$$…$$`), rendered by
// KaTeX alike everywhere (DESIGN §13). Imported only by the exam and question pages: KaTeX and
// its fonts stay out of every other chunk. Raw HTML is not rendered (react-markdown's default),
// and a formula KaTeX cannot read shows as its source in red instead of breaking the page.

const remarkPlugins = [remarkMath]
const rehypePlugins: NonNullable<Parameters<typeof Markdown>[0]['rehypePlugins']> = [[rehypeKatex, { throwOnError: false, strict: 'ignore', errorColor: '#b91c1c' }]]

/**
 * `$$…$$` alone on its line is a centred formula, as teachers write it; remark-math reads it so
 * only with each `$$` on a line of its own (on one line it would be an inline formula).
 */
export const withDisplayBlocks = (source: string) => source.replace(/^[ \t]*\$\$([^$\n]+)\$\$[ \t]*$/gm, '$$$$\n$1\n$$$$')

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
      className={cn('math-text break-words [&_.katex-display]:overflow-x-auto [&_.katex-display]:overflow-y-hidden [&_.katex-display]:py-1', inline ? 'block min-w-0' : 'space-y-2', className)}
    >
      <Markdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={inline ? inlineComponents : undefined}>
        {withDisplayBlocks(children)}
      </Markdown>
    </Wrapper>
  )
})
