import type { PaperQuestion } from '@tutorat/contracts'
import { pictureAttributes } from '../../lib/picture.ts'

/** The question's figure: the server's copies for the phone's width, its size reserved, loaded as it nears the screen. */
export function QuestionFigure({ question }: { question: PaperQuestion }) {
  if (!question.image_url) return null
  return (
    <img
      alt={`Figure de la question ${question.position}`}
      {...pictureAttributes(question, '(min-width: 48rem) 42rem, calc(100vw - 4rem)', 'lazy')}
      className="mx-auto h-auto max-h-[28rem] w-auto max-w-full rounded-control border border-line bg-white object-contain"
    />
  )
}
