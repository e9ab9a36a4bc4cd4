import type { VitePWAOptions } from 'vite-plugin-pwa'
import type { PrecacheScope } from './precache-scope.ts'

const BRAND_NAVY = '#1e3a8a'

/** The manifest's icons, drawn from the logo (public/favicon.svg) at build time. */
const icons = {
  transparent: { sizes: [64, 192, 512], favicons: [[48, 'favicon.ico']] as [number, string][] },
  // Android crops maskable icons to a circle or a squircle, iOS paints under transparency: the brand's navy fills the edges
  maskable: { sizes: [512], padding: 0.3, resizeOptions: { background: BRAND_NAVY } },
  apple: { sizes: [180], padding: 0.3, resizeOptions: { background: BRAND_NAVY } },
}

/**
 * DESIGN §14: installable, the shell and its files precached, the rest of the caching in src/sw.ts.
 * The page registers the worker itself after `load` (src/features/offline/register.ts).
 */
export const pwaOptions = (scope: PrecacheScope): Partial<VitePWAOptions> => ({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifest: {
    name: 'Tutorat Maroc — Cours et concours',
    short_name: 'Tutorat Maroc',
    description: 'Cours de soutien en direct, cours vidéo, concours blancs et cours gratuits pour les étudiants des écoles d’ingénieurs et des universités du Maroc.',
    lang: 'fr',
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: BRAND_NAVY,
    background_color: '#ffffff',
    categories: ['education'],
    shortcuts: [
      { name: 'Mon espace', short_name: 'Mon espace', url: '/student/dashboard' },
      { name: 'Cours et concours gratuits', short_name: 'Cours gratuits', url: '/cours-gratuits' },
      { name: 'Offres d’emploi et de stage', short_name: 'Offres', url: '/recruitment' },
    ],
  },
  pwaAssets: { image: 'public/favicon.svg', preset: icons, overrideManifestIcons: true, includeHtmlHeadLinks: true, injectThemeColor: false },
  injectManifest: {
    // The shell and every page's code; left to first use: the exam pages' KaTeX (100 KB) and its
    // fonts, the crawlers' preview image, pictures (kept by the worker once shown). The plugin adds the manifest.
    globPatterns: ['index.html', 'assets/*.{js,css}', '*.{svg,png,ico}'],
    globIgnores: ['assets/MathText-*', 'og-image.*'],
    // nor the back office's pages (build/precache-scope.ts)
    manifestTransforms: [(entries) => ({ manifest: entries.filter((entry) => !scope.backOfficeFiles.has(entry.url)), warnings: [] })],
  },
  devOptions: { enabled: false },
})
