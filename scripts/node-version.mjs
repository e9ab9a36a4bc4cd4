// Plain JavaScript on purpose: `npm start` runs this before anything else, on whatever Node.js the
// machine has (Node 20 cannot read TypeScript), to say in one line what to do when it is too old.
const MINIMUM = [22, 12]

/** The French line to print when `version` (e.g. "20.20.2") cannot run the platform, else undefined. */
export function unsupportedNodeMessage(version) {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number)
  const supported = major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1])
  if (supported) return undefined
  return `Node.js ${version} n’est pas pris en charge (il faut Node.js ≥ ${MINIMUM.join('.')}, 24 LTS recommandé) : lancez « source scripts/use-node.sh && npm start », qui installe Node.js 24 une fois pour ce projet.`
}
