/** An address breaks only before its « @ », never inside a word; a part too long for the line ends in « … » (the link's title says it whole). */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  const parts = at > 0 ? [email.slice(0, at), email.slice(at)] : [email]
  return (
    <span className="flex min-w-0 flex-wrap">
      {parts.map((part) => (
        <span key={part} className="max-w-full truncate">
          {part}
        </span>
      ))}
    </span>
  )
}

