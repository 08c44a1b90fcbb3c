/**
 * Replaces each `graphql(\`query Name …\`)` call of the pages with an import of `NameDocument`
 * from the generated `graphql.ts`, as the client preset's Babel plugin does (ADR 0070). Without
 * it, `graphql()` looks documents up in one map of every operation of every page, which would
 * put the organizer console's operations on the public event page.
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';

const call = /\bgraphql\(\s*`\s*(query|mutation|subscription|fragment)\s+(\w+)[\s\S]*?`\s*\)/g;

export function graphqlDocuments(generatedModule: string): Plugin {
  return {
    name: 'arbiter-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || id.includes('/generated/') || !code.includes('graphql(')) return null;
      const names: string[] = [];
      const replaced = code.replace(call, (_whole, kind: string, name: string) => {
        const exported = kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
        names.push(exported);
        return exported;
      });
      if (names.length === 0) return null;
      let from = relative(id.slice(0, id.lastIndexOf('/')), generatedModule).split('\\').join('/');
      if (!from.startsWith('.')) from = `./${from}`;
      const withoutOldImport = replaced.replace(/import\s*\{\s*graphql\s*\}\s*from\s*['"][^'"]*generated\/index\.js['"];?/, '');
      return { code: `import { ${[...new Set(names)].join(', ')} } from '${from}';\n${withoutOldImport}`, map: null };
    },
  };
}
