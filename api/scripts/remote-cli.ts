/**
 * Release CLI for remotes (`npm run remote -- <command>`):
 *
 *   publish <remote> [--version X] [--no-build] [--from DIR]
 *                                                 build and publish an immutable release (or
 *                                                 publish a folder built elsewhere, e.g. by CI,
 *                                                 as the version it was built as)
 *   publish-all [--no-build]                      every remote at its package.json version (or
 *                                                 each dist/ as built); one remote's refusal
 *                                                 does not stop the others
 *   activate <remote> <version>                   make a published release live (CAS on revision)
 *   rollback <remote> [--if-active X]             go back to the release active before (only
 *                                                 while X is the live one, with --if-active)
 *   list                                          every remote: active release and versions
 *   history <remote>                              the append-only log of one remote
 *
 * Talks to the API's registry (PALPITE_API, default http://localhost:8080) with OPS_TOKEN, or
 * the embedded server's data/ops-token.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { appDir, buildApp, packageVersion, REMOTES, type Remote } from './lib/apps.ts';
import { NO_OPS_TOKEN, notActivatedText } from './lib/cli-messages.ts';
import { anyFailed, outcomeText, publishRemotes } from './lib/publish-remotes.ts';
import { createRegistryClient, defaultClientOptions } from './lib/registry-client.ts';
import { versionOfBuild } from './lib/release-version.ts';
import { VERSION_PATTERN } from '../src/domain/registry/release.ts';
import { translate } from '../src/i18n/messages.ts';

const USAGE = `usage: npm run remote -- <publish|publish-all|activate|rollback|list|history> ...
  publish <remote> [--version X] [--no-build] [--from DIR]
  publish-all [--no-build]
  activate <remote> <version>
  rollback <remote> [--if-active <version>]
  list
  history <remote>
remotes: ${REMOTES.join(', ')} (or remote-<name>)`;

function remoteArg(value: string | undefined): Remote {
  const id = value?.replace(/^remote-/, '');
  if (!id || !(REMOTES as readonly string[]).includes(id)) throw new UsageError(`unknown remote ${value ?? '(none)'}\n${USAGE}`);
  return id as Remote;
}

class UsageError extends Error {}

/** The version a publish goes out as: a folder already built is published as the version it was built as. */
function publishVersion(remote: Remote, dir: string, prebuilt: boolean, requested: string | undefined): string {
  if (!prebuilt) return requested ?? packageVersion(remote);
  if (!existsSync(dir))
    throw new UsageError(`no build of ${remote} at ${dir}: build it first (npm run build -w remote-${remote}), or publish without --no-build`);
  const choice = versionOfBuild({ remote, dir, requested, fallback: packageVersion(remote) });
  if (!choice.ok) throw new UsageError(choice.message);
  return choice.version;
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      from: { type: 'string' },
      'if-active': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const options = defaultClientOptions();
  const client = createRegistryClient(options);

  switch (command) {
    case 'publish': {
      const remote = remoteArg(rest[0]);
      const prebuilt = values['no-build'] || values.from !== undefined;
      let dir = values.from ?? join(appDir(remote), 'dist');
      const version = publishVersion(remote, dir, prebuilt, values.version);
      // Before a build of a minute that the registry would refuse for its version anyway.
      if (!VERSION_PATTERN.test(version)) throw new UsageError(`${version}: ${translate('registry.versionInvalid', 'en') ?? 'not a semantic version'}`);
      if (!options.opsToken) throw new UsageError(NO_OPS_TOKEN);
      let temporary: string | null = null;
      if (!prebuilt) {
        temporary = mkdtempSync(join(tmpdir(), `palpite-${remote}-`));
        dir = temporary;
        console.log(`building ${remote} ${version}…`);
        await buildApp(remote, { version, outDir: dir });
      }
      try {
        const result = await client.publish(remote, version, dir);
        const activateHint = `activate it with: npm run remote -- activate ${remote} ${version}`;
        if (result.notActivated) {
          console.log(
            `${result.created ? 'published' : 'already published:'} ${remote} ${version}, NOT activated: ${notActivatedText(result.notActivated)}\n${activateHint} once that is fixed`,
          );
        } else if (result.activated) {
          console.log(`${result.created ? 'published' : 'already published:'} ${remote} ${version} (first release: now active)`);
        } else {
          console.log(
            result.created
              ? `published ${remote} ${version} — ${activateHint}`
              : `${remote} ${version} was already published with the same content; nothing changed`,
          );
        }
      } finally {
        if (temporary) rmSync(temporary, { recursive: true, force: true });
      }
      return;
    }
    case 'publish-all': {
      if (values.version !== undefined || values.from !== undefined) throw new UsageError(`publish-all takes neither --version nor --from\n${USAGE}`);
      if (!options.opsToken) throw new UsageError(NO_OPS_TOKEN);
      const outcomes = await publishRemotes(client, REMOTES, {
        dirOf: (remote) => join(appDir(remote), 'dist'),
        fallbackVersion: packageVersion,
        ...(values['no-build']
          ? {}
          : {
              build: (remote: Remote, version: string, outDir: string) => {
                console.log(`building ${remote} ${version}…`);
                return buildApp(remote, { version, outDir });
              },
            }),
        onOutcome: (outcome) => (outcome.status === 'failed' ? console.error(outcomeText(outcome)) : console.log(outcomeText(outcome))),
      });
      if (anyFailed(outcomes)) process.exitCode = 1;
      return;
    }
    case 'activate': {
      const remote = remoteArg(rest[0]);
      const version = rest[1];
      if (!version) throw new UsageError(USAGE);
      const result = await client.activate(remote, version);
      console.log(
        result.changed
          ? `${remote}: ${result.from ?? '-'} → ${result.to} (revision ${result.revision}); applies on the next page load`
          : `${remote} ${result.to} is already active; nothing changed`,
      );
      return;
    }
    case 'rollback': {
      const remote = remoteArg(rest[0]);
      const result = await client.rollback(remote, values['if-active']);
      console.log(`${remote} rolled back: ${result.from} → ${result.to} (revision ${result.revision})`);
      return;
    }
    case 'list': {
      for (const remote of REMOTES) {
        const detail = await client.remote(remote);
        const versions = detail.versions.map((entry) => (entry.version === detail.active ? `[${entry.version}]` : entry.version)).join(' ');
        console.log(`${remote.padEnd(8)} active ${detail.active ?? '-'}  revision ${detail.revision}  versions ${versions || '-'}`);
        // A host deployed since with other shared versions does not re-check what is live.
        if (detail.activeFitsHost === false) console.log(`         ! ${detail.active} does not fit the host served now: ${detail.activeProblems}`);
      }
      return;
    }
    case 'history': {
      const remote = remoteArg(rest[0]);
      for (const entry of await client.history(remote)) {
        console.log(
          `${entry.at}  ${entry.action.padEnd(8)} ${(entry.from ?? '-').padEnd(10)} → ${(entry.to ?? '-').padEnd(10)} ${entry.actor === undefined ? '' : `by ${entry.actor}`}`.trimEnd(),
        );
      }
      return;
    }
    default:
      throw new UsageError(`unknown command ${command}\n${USAGE}`);
  }
}

// Every error the tooling throws says itself in the CLI's words (lib/cli-messages.ts).
main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
