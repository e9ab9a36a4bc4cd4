import { dirname, resolve } from 'node:path'
import type { Plugin } from 'vite'

// `backOfficePage(() => import('./SomePage.tsx'), …)`: the pages routed under /admin (lib/lazy-page.ts)
const BACK_OFFICE_IMPORT = /backOfficePage\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g

/** The build's files a visitor or a student never needs: the back office's pages and what only they use. */
export interface PrecacheScope {
  backOfficeFiles: Set<string>
}

/**
 * Finds the back office's files so the service worker does not download them onto every student's
 * phone (≈ 250 KB brotli): the files reachable from the entry without going through a back-office
 * page are the public site's and the student space's; the rest are left out of the precache (an
 * admin's browser keeps them on first use).
 */
export function precacheScope(scope: PrecacheScope): Plugin {
  const backOfficePages = new Set<string>()
  return {
    name: 'precache-scope',
    apply: 'build',
    async transform(code, id) {
      for (const [, specifier] of code.matchAll(BACK_OFFICE_IMPORT)) {
        if (!specifier) continue
        const resolved = await this.resolve(specifier, id)
        backOfficePages.add(resolved?.id ?? resolve(dirname(id), specifier))
      }
      return null
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])))
      const reachable = new Set<string>()
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName)
        if (!chunk || reachable.has(fileName) || (chunk.facadeModuleId && backOfficePages.has(chunk.facadeModuleId))) return
        reachable.add(fileName)
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next)
      }
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName)
      const cssOf = (fileNames: string[]) => new Set(fileNames.flatMap((fileName) => [...(chunks.get(fileName)?.viteMetadata?.importedCss ?? [])]))
      const unreachable = [...chunks.keys()].filter((fileName) => !reachable.has(fileName))
      const neededCss = cssOf([...reachable])
      scope.backOfficeFiles.clear()
      // a back-office page's own CSS goes with it; CSS a public page also uses stays
      for (const fileName of [...unreachable, ...cssOf(unreachable)]) if (!neededCss.has(fileName)) scope.backOfficeFiles.add(fileName)
      if (backOfficePages.size === 0) this.error('precache-scope: no backOfficePage(() => import(…)) found — the back office would be precached')
    },
  }
}
