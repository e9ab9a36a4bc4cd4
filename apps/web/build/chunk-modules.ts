import { relative } from 'node:path'
import type { Plugin } from 'vite'

const repoRoot = new URL('../../..', import.meta.url).pathname

/** `node_modules/@scope/pkg/x.js` → `@scope/pkg`; our own files relative to the repository. */
function moduleName(id: string): string {
  const inPackage = id.split(/node_modules[\\/]/).at(-1)
  if (inPackage && inPackage !== id) {
    const parts = inPackage.split(/[\\/]/)
    return parts.slice(0, parts[0]?.startsWith('@') ? 2 : 1).join('/')
  }
  return relative(repoRoot, id)
}

/**
 * Writes `dist/.vite/chunk-modules.json` (JS file → the modules it holds), so the browser tests can
 * prove which code a public page downloads. Dot folders are never served.
 */
export function chunkModulesReport(): Plugin {
  return {
    name: 'chunk-modules-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {}
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') report[output.fileName] = [...new Set(Object.keys(output.modules).map(moduleName))]
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(report, null, 1) })
    },
  }
}
