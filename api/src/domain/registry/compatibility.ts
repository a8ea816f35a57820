/**
 * Can a remote's release run inside the current host? Every shared singleton the host provides
 * must fall inside the range the release declared; otherwise the release would run against a
 * React, router or SDK it was not built for.
 */
import semver from 'semver';

export interface SharedRequirement {
  name: string;
  /** Range the release declared (`^19.3.1`), or null when it accepts any version. */
  requiredVersion: string | null;
}

export interface CompatibilityProblem {
  name: string;
  required: string;
  provided: string;
}

export function findIncompatibilities(requirements: readonly SharedRequirement[], hostProvides: Readonly<Record<string, string>>): CompatibilityProblem[] {
  const problems: CompatibilityProblem[] = [];
  for (const { name, requiredVersion } of requirements) {
    const provided = hostProvides[name];
    // Not provided by the host: the release's own fallback copy is the one loaded, still once.
    if (provided === undefined) continue;
    if (requiredVersion !== null && !semver.satisfies(provided, requiredVersion, { includePrerelease: true })) {
      problems.push({ name, required: requiredVersion, provided });
    }
  }
  return problems;
}

export function describeProblems(problems: readonly CompatibilityProblem[]): string {
  return problems.map((problem) => `${problem.name} requires ${problem.required} but the host provides ${problem.provided}`).join('; ');
}
