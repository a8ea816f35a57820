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

export type ManifestReading = { ok: true; requirements: SharedRequirement[] } | { ok: false; problem: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The shared requirements a release's mf-manifest.json declares. A manifest the check cannot
 * read is refused rather than read as "requires nothing": that would let any release pass.
 */
export function readSharedRequirements(manifestText: string): ManifestReading {
  let manifest: unknown;
  try {
    manifest = JSON.parse(manifestText);
  } catch {
    return { ok: false, problem: 'is not valid JSON' };
  }
  if (!isRecord(manifest)) return { ok: false, problem: 'must be a JSON object' };
  // A release that shares nothing has nothing to check.
  if (manifest.shared === undefined) return { ok: true, requirements: [] };
  if (!Array.isArray(manifest.shared)) return { ok: false, problem: '"shared" must be a list' };
  const requirements: SharedRequirement[] = [];
  for (const [index, entry] of (manifest.shared as unknown[]).entries()) {
    if (!isRecord(entry)) return { ok: false, problem: `shared[${index}] must be an object` };
    const { name, requiredVersion } = entry;
    if (typeof name !== 'string' || name.length === 0) return { ok: false, problem: `shared[${index}].name must be a package name` };
    // Module Federation writes `false` (or leaves it out) for "any version".
    if (requiredVersion === undefined || requiredVersion === null || requiredVersion === false) {
      requirements.push({ name, requiredVersion: null });
    } else if (typeof requiredVersion === 'string' && semver.validRange(requiredVersion) !== null) {
      requirements.push({ name, requiredVersion });
    } else {
      return { ok: false, problem: `shared[${index}].requiredVersion of ${name} is not a version range` };
    }
  }
  return { ok: true, requirements };
}
