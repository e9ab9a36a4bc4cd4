// `npm run bench`: prints figures and ratios; asserts nothing (see docs/performance.md).
import { foundationBench } from './foundation.ts'

await foundationBench()
