import Markdown, { type Components } from 'react-markdown'

// The programme is the admin's Markdown. react-markdown builds React elements, never HTML: raw HTML
// is not rendered and `javascript:` links are dropped (its default URL transform). Headings start at
// h3 (the page has its h1 and the section its h2); links leave the site in a new tab.
const components: Components = {
  h1: ({ children }) => <h3 className="mt-5 text-lg font-bold text-brand-950 first:mt-0">{children}</h3>,
  h2: ({ children }) => <h3 className="mt-5 text-lg font-bold text-brand-950 first:mt-0">{children}</h3>,
  h3: ({ children }) => <h4 className="mt-4 font-bold text-brand-950 first:mt-0">{children}</h4>,
  h4: ({ children }) => <h4 className="mt-4 font-bold text-brand-950 first:mt-0">{children}</h4>,
  ul: ({ children }) => <ul className="list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="list-decimal space-y-1 pl-5">{children}</ol>,
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-800 underline underline-offset-2">
      {children}
    </a>
  ),
  img: () => null,
}

export function ProgrammeText({ children }: { children: string }) {
  return (
    <div className="space-y-3 leading-relaxed break-words text-ink">
      <Markdown components={components} skipHtml>
        {children}
      </Markdown>
    </div>
  )
}
