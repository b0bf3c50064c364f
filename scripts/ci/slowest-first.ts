import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Starts the slowest test files first, so the integration tier's two workers end together rather than one of them
 * finishing a long file alone at the end.
 *
 * vitest orders files by the durations it cached on the last run, but a clean clone (CI) has no cache, and then it
 * orders them by size: a small file that waits on a browser or a restart may start last. So when a file of a run has
 * no cached duration, the files named in file-timings.json (seconds, as a CI run timed them: scripts/ci/timings.ts
 * writes it from a tier report) go first within their project, longest first; the others keep vitest's order after
 * them. The order changes no test: it only decides which file a free worker takes next.
 */
const TIMINGS: Record<string, number> = JSON.parse(readFileSync(new URL('./file-timings.json', import.meta.url), 'utf8')) as Record<string, number>;

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    if (files.every((spec) => this.ctx.cache.getTestSpecificationResult(spec))) return sorted;
    const seconds = (spec: TestSpecification) => TIMINGS[relative(this.ctx.config.root, spec.moduleId)] ?? -1;
    // A stable sort within each project (groups and projects keep the order vitest gave them).
    const place = new Map(sorted.map((spec, i) => [spec, i]));
    const firstOfProject = new Map<string, number>();
    for (const spec of sorted) if (!firstOfProject.has(spec.project.name)) firstOfProject.set(spec.project.name, place.get(spec)!);
    return [...sorted].sort(
      (a, b) =>
        firstOfProject.get(a.project.name)! - firstOfProject.get(b.project.name)! || seconds(b) - seconds(a) || place.get(a)! - place.get(b)!,
    );
  }
}
