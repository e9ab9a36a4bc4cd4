import { useState } from 'react'
import { mediaQueryHook } from '../../lib/media-query.ts'
import { readStored, writeStored } from './paper-storage.ts'

/** `one`: a question at a time with previous / next (a phone's default); `all`: the whole paper as a list. */
export type PaperMode = 'one' | 'all'

const MODE_KEY = 'exam_paper_mode'
const useWideScreen = mediaQueryHook('(min-width: 64rem)')

const readMode = (): PaperMode | null => {
  const stored = readStored(MODE_KEY)
  return stored === 'one' || stored === 'all' ? stored : null
}

/** The layout the student chose last (remembered on this device), else the one that suits the screen. */
export function usePaperMode(): [PaperMode, (mode: PaperMode) => void] {
  const wide = useWideScreen()
  const [chosen, setChosen] = useState(readMode)
  const choose = (mode: PaperMode) => {
    setChosen(mode)
    writeStored(MODE_KEY, mode)
  }
  return [chosen ?? (wide ? 'all' : 'one'), choose]
}
