/**
 * The `react-i18next` every app shares at run time (see react-router-dom.ts for why a shared
 * package is replaced by a list of the names the platform uses; the SDK's <Trans> loads
 * `react-i18next/TransWithoutContext` on first use, which keeps its HTML parser off the home page). A name missing here fails `shared-api.test.ts`; add it to use it.
 *
 * It imports the package's files by path, not as `react-i18next`: under that name the bundler
 * would consume this very module from the share scope and wait on itself. JavaScript with a
 * declaration file beside it, because TypeScript has no types for the package's inner files.
 */
export { I18nextProvider, initReactI18next, useTranslation } from '../../node_modules/react-i18next/dist/es/index.js';
