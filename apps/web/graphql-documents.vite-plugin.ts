/// <reference types="node" />
/**
 * Replaces each `graphql(\`query Name …\`)` call of the pages with the parsed document itself
 * (ADR 0070), which is what the client preset's Babel plugin is for. Without it, `graphql()`
 * looks documents up in one map of every operation of every page, and even importing
 * `NameDocument` from the generated module would put every page's operations into one shared
 * chunk: inlined, each document travels in the chunk of the component that uses it, so the
 * public event page carries none of the console's operations. The types still come from the
 * generated `graphql()` overloads; this changes only what the build emits.
 */
import { Kind, parse, visit } from 'graphql';
import type { Plugin } from 'vite';

const call = /\bgraphql\(\s*`([\s\S]*?)`\s*\)/g;

export function graphqlDocuments(): Plugin {
  return {
    name: 'arbiter-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || id.includes('/generated/') || !code.includes('graphql(')) return null;
      let replaced = false;
      const output = code.replace(call, (_whole, source: string) => {
        replaced = true;
        const document = parse(source, { noLocation: true });
        visit(document, {
          FragmentSpread(node) {
            throw new Error(`${id}: fragment spread ...${node.name.value} is not supported by the inlining plugin; inline the fields`);
          },
        });
        if (document.definitions.some((definition) => definition.kind !== Kind.OPERATION_DEFINITION)) {
          throw new Error(`${id}: a graphql() document must hold one operation`);
        }
        return JSON.stringify(document);
      });
      if (!replaced) return null;
      return { code: output.replace(/import\s*\{\s*graphql\s*\}\s*from\s*['"][^'"]*generated\/index\.js['"];?/, ''), map: null };
    },
  };
}
