import { afterEach, beforeEach } from 'vitest';
import { type Actor, screenshot } from './browser.js';

/**
 * The steps of a flow build on each other: after a failure the rest are skipped instead of
 * timing out, and what each actor saw when the step failed is saved beside the other screenshots
 * (`failure-<flow>-<actor>`, or `failure-<actor>` without a flow name). `actors` is read when a step fails, so actors created later count.
 */
export function stepsBuildOnEachOther(flow: string, actors: () => readonly (readonly [string, Actor | undefined])[]): void {
  let broken = false;
  beforeEach((context) => {
    if (broken) context.skip();
  });
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    broken = true;
    for (const [name, actor] of actors()) {
      if (actor) await screenshot(actor.page, flow ? `failure-${flow}-${name}` : `failure-${name}`, actor.viewport).catch(() => undefined);
    }
  });
}
