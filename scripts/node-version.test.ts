import { describe, expect, it } from 'vitest'
import { unsupportedNodeMessage } from './node-version.mjs'

describe('npm start on an old Node.js', () => {
  it('says in one line that Node 20 is not supported, and the command that fixes it', () => {
    const message = unsupportedNodeMessage('20.20.2') ?? ''
    expect(message).toContain('Node.js 20.20.2 n’est pas pris en charge')
    expect(message).toContain('source scripts/use-node.sh && npm start')
    expect(message).not.toContain('\n')
    expect(unsupportedNodeMessage('v22.11.0')).toBeDefined()
  })

  it('lets 22.12 and later through', () => {
    for (const version of ['22.12.0', 'v22.20.1', '24.21.0', '25.0.0']) expect(unsupportedNodeMessage(version)).toBeUndefined()
  })
})
