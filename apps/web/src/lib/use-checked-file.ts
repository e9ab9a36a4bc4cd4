import { useRef, useState } from 'react'

/**
 * A file input whose choice is checked here first against the server's rules (type, size), so a
 * wrong file fails at once rather than after a long upload on mobile data. `check` answers the
 * French refusal, if any; a refused choice empties the input.
 */
export function useCheckedFile(check: (file: File) => string | undefined, onFileChange: (file: File | null) => void) {
  const input = useRef<HTMLInputElement>(null)
  const [refusal, setRefusal] = useState<string | undefined>()
  const empty = () => {
    if (input.current) input.current.value = ''
  }

  function choose(chosen: File | undefined) {
    setRefusal(undefined)
    if (!chosen) return onFileChange(null)
    const problem = check(chosen)
    if (problem) {
      setRefusal(problem)
      empty()
      return onFileChange(null)
    }
    onFileChange(chosen)
  }

  /** Forgets the choice and gives the focus back to the input. */
  function clear() {
    empty()
    setRefusal(undefined)
    onFileChange(null)
    input.current?.focus()
  }

  return { input, refusal, choose, clear }
}
