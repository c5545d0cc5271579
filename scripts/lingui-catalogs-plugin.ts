import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The catalogs the app imports: plain JSON of message id -> ICU MessageFormat text. */
export const CATALOG_FILE = /\/src\/i18n\/catalogs\/[a-z]{2}\/[a-z-]+\.json$/;

/** Id -> Lingui's compiled form, so the browser ships no ICU parser (@lingui/core only interpolates). */
export function compileCatalog(source: Record<string, string>): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(source)) {
    try {
      const tokens = compileMessageOrThrow(message);
      // A message without arguments is its text: a plain string is what Lingui returns as is.
      compiled[id] = tokens.length === 1 && typeof tokens[0] === 'string' ? tokens[0] : tokens;
    } catch (error) {
      throw new Error(`catalog message "${id}" is not valid ICU MessageFormat: ${(error as Error).message}`);
    }
  }
  return compiled;
}

/**
 * Compiles the catalogs while bundling (and in the client tests), before Vite's JSON plugin turns
 * them into modules: a catalog that does not parse fails the build.
 */
export function linguiCatalogs(): Plugin {
  return {
    name: 'lingui-catalogs',
    enforce: 'pre',
    transform(code, id) {
      // Only the module import: `?url` and other queries ask for the file itself.
      if (!CATALOG_FILE.test(id)) return null;
      const source = JSON.parse(code) as Record<string, string>;
      return { code: JSON.stringify(compileCatalog(source)), map: null };
    },
  };
}
