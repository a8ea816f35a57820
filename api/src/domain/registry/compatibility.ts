/**
 * Can a remote's release run inside the current host? Every shared singleton the host provides
 * must fall inside the range the release declared; otherwise the release would run against a
 * React, router or SDK it was not built for.
 */
import semver from 'semver';

/**
 * The federation runtime, checked like a shared singleton: a released remote runs on the host's
 * (`externalRuntime`), so the host's must be the version the remote was built with or a later one
 * of the same major. Manifests name it by the plugin's version (`metaData.pluginVersion`).
 */
export const FEDERATION_RUNTIME = '@module-federation/runtime';

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
  const runtime = runtimeRequirement(manifest.metaData);
  if (!runtime.ok) return runtime;
  // A release that shares nothing has nothing else to check.
  if (manifest.shared === undefined) return { ok: true, requirements: runtime.requirements };
  if (!Array.isArray(manifest.shared)) return { ok: false, problem: '"shared" must be a list' };
  const requirements: SharedRequirement[] = [...runtime.requirements];
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

/** The runtime the release was built with, when its manifest says (manifests written by hand may not). */
function runtimeRequirement(metaData: unknown): ManifestReading {
  if (!isRecord(metaData) || metaData.pluginVersion === undefined) return { ok: true, requirements: [] };
  const version = metaData.pluginVersion;
  if (typeof version !== 'string' || semver.valid(version) === null) return { ok: false, problem: 'metaData.pluginVersion is not a version' };
  return { ok: true, requirements: [{ name: FEDERATION_RUNTIME, requiredVersion: `^${version}` }] };
}

/** What a host build provides, from its own mf-manifest.json: each shared singleton, and the federation runtime. */
export function readHostProvides(manifestText: string): Record<string, string> {
  const manifest = JSON.parse(manifestText) as { shared?: Array<{ name?: unknown; version?: unknown }>; metaData?: { pluginVersion?: unknown } };
  const provided: Record<string, string> = {};
  for (const entry of manifest.shared ?? []) if (typeof entry.name === 'string' && typeof entry.version === 'string') provided[entry.name] = entry.version;
  if (typeof manifest.metaData?.pluginVersion === 'string') provided[FEDERATION_RUNTIME] = manifest.metaData.pluginVersion;
  return provided;
}
