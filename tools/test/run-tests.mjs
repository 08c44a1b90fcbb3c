#!/usr/bin/env node
/**
 * `npm test`: every unit, integration and e2e test target of every Nx project, then one closing
 * line `N passed, N failed` summed over all of them.
 *
 * Each vitest run writes a JSON report (see tools/test/vitest.shared.ts). A target that was
 * expected to report but wrote nothing (it crashed before vitest could) counts as one failure, so
 * a broken target can never turn into a silent pass.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const workspaceRoot = join(import.meta.dirname, '../..');
const reportDir = join(workspaceRoot, 'reports/tests');
const tiers = { test: 'unit', 'test-int': 'int', 'test-e2e': 'e2e' };
const requestedTargets = process.argv.slice(2).filter((arg) => arg in tiers);
const targets = requestedTargets.length > 0 ? requestedTargets : Object.keys(tiers);

rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const nx = spawnSync(
  'npx',
  ['nx', 'run-many', '-t', ...targets, '--skip-nx-cache', '--outputStyle=stream', '--parallel=2'],
  {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', ARBITER_TEST_REPORT_DIR: reportDir },
  },
);

let passed = 0;
let failed = 0;
for (const project of findProjects(workspaceRoot)) {
  for (const target of targets) {
    if (!(target in project.targets)) continue;
    const reportName = `${project.root.replaceAll('/', '-')}-${tiers[target]}.json`;
    const reportPath = join(reportDir, reportName);
    if (!existsSync(reportPath)) {
      console.error(`no report from ${project.name}:${target} (it crashed before its tests ran)`);
      failed += 1;
      continue;
    }
    const report = JSON.parse(readFileSync(reportPath, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A file that ran no test failed to load, or its worker died (vitest then still reports the
    // file as passed and the run as a success): either way it is a failure, never a silent pass.
    for (const file of report.testResults ?? []) {
      if ((file.assertionResults ?? []).length === 0) {
        console.error(`no test ran in ${relative(workspaceRoot, file.name ?? reportName)} (${project.name}:${target})`);
        failed += 1;
      }
    }
  }
}

if (nx.status !== 0 && failed === 0) {
  console.error('nx reported a failing target although every report passed');
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

/** Every project.json below apps/, libs/ and tools/, with its root and target names. */
function findProjects(root) {
  const projects = [];
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name === 'project.json') {
        const config = JSON.parse(readFileSync(path, 'utf8'));
        projects.push({ name: config.name, root: relative(root, dir), targets: config.targets ?? {} });
      }
    }
  };
  for (const top of ['apps', 'libs', 'tools']) {
    if (existsSync(join(root, top))) visit(join(root, top));
  }
  return projects;
}
