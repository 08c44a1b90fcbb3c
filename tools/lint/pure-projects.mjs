/**
 * Roots of the projects tagged `type:engine` or `type:domain`, read from their project.json, so
 * the purity rules follow the tags instead of a hand-kept list of folders.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pureTags } from './dep-constraints.mjs';

const workspaceRoot = join(import.meta.dirname, '../..');

export function pureProjectRoots() {
  const roots = [];
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name === 'project.json') {
        const tags = JSON.parse(readFileSync(path, 'utf8')).tags ?? [];
        if (tags.some((tag) => pureTags.includes(tag))) roots.push(relative(workspaceRoot, dir));
      }
    }
  };
  if (existsSync(join(workspaceRoot, 'libs'))) visit(join(workspaceRoot, 'libs'));
  return roots;
}
