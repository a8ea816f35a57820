import { describe, expect, it } from 'vitest';
import { describeProblems, FEDERATION_RUNTIME, findIncompatibilities, readHostProvides, readSharedRequirements } from './compatibility.ts';

describe('findIncompatibilities', () => {
  const host = { react: '19.3.1', 'react-dom': '19.3.1', '@palpite/shared': '1.4.0' };

  it('accepts ranges the host satisfies and singletons the host does not provide', () => {
    expect(
      findIncompatibilities(
        [
          { name: 'react', requiredVersion: '^19.0.0' },
          { name: '@palpite/shared', requiredVersion: '^1.2.0' },
          { name: 'ably', requiredVersion: '^2.0.0' },
          { name: 'react-dom', requiredVersion: null },
        ],
        host,
      ),
    ).toEqual([]);
  });

  it('names every singleton outside the release range', () => {
    const problems = findIncompatibilities(
      [
        { name: 'react', requiredVersion: '^20.0.0' },
        { name: '@palpite/shared', requiredVersion: '^2.0.0' },
      ],
      host,
    );
    expect(problems).toEqual([
      { name: 'react', required: '^20.0.0', provided: '19.3.1' },
      { name: '@palpite/shared', required: '^2.0.0', provided: '1.4.0' },
    ]);
    expect(describeProblems(problems)).toBe('react requires ^20.0.0 but the host provides 19.3.1; @palpite/shared requires ^2.0.0 but the host provides 1.4.0');
  });
});

describe('readSharedRequirements', () => {
  it('reads each shared entry, "any version" as null', () => {
    const manifest = { shared: [{ name: 'react', requiredVersion: '^19.0.0' }, { name: 'ably', requiredVersion: false }, { name: 'ky' }] };
    expect(readSharedRequirements(JSON.stringify(manifest))).toEqual({
      ok: true,
      requirements: [
        { name: 'react', requiredVersion: '^19.0.0' },
        { name: 'ably', requiredVersion: null },
        { name: 'ky', requiredVersion: null },
      ],
    });
    expect(readSharedRequirements('{"id":"casino"}')).toEqual({ ok: true, requirements: [] });
  });

  it('requires the federation runtime the release was built with, or a later one of its major, from the host', () => {
    const reading = readSharedRequirements(JSON.stringify({ metaData: { pluginVersion: '2.9.2' }, shared: [{ name: 'react', requiredVersion: '^19.0.0' }] }));
    expect(reading).toEqual({
      ok: true,
      requirements: [
        { name: FEDERATION_RUNTIME, requiredVersion: '^2.9.2' },
        { name: 'react', requiredVersion: '^19.0.0' },
      ],
    });
    const requirements = reading.ok ? reading.requirements : [];
    const host = (runtime: string) =>
      readHostProvides(JSON.stringify({ metaData: { pluginVersion: runtime }, shared: [{ name: 'react', version: '19.3.1' }] }));
    expect(host('2.9.2')).toEqual({ react: '19.3.1', [FEDERATION_RUNTIME]: '2.9.2' });
    expect(findIncompatibilities(requirements, host('2.9.2'))).toEqual([]);
    expect(findIncompatibilities(requirements, host('2.12.0'))).toEqual([]);
    expect(describeProblems(findIncompatibilities(requirements, host('2.8.0')))).toBe('@module-federation/runtime requires ^2.9.2 but the host provides 2.8.0');
    expect(findIncompatibilities(requirements, host('3.0.0'))).toHaveLength(1);
  });

  it('refuses, with the reason, a manifest whose shape it cannot check', () => {
    const problems = [
      'nope',
      'null',
      '[]',
      '{"shared":5}',
      '{"shared":[null]}',
      '{"shared":[{}]}',
      '{"shared":[{"name":"react","requiredVersion":"not a range"}]}',
      '{"metaData":{"pluginVersion":"latest"}}',
    ].map((text) => readSharedRequirements(text));
    expect(problems).toEqual([
      { ok: false, problem: 'is not valid JSON' },
      { ok: false, problem: 'must be a JSON object' },
      { ok: false, problem: 'must be a JSON object' },
      { ok: false, problem: '"shared" must be a list' },
      { ok: false, problem: 'shared[0] must be an object' },
      { ok: false, problem: 'shared[0].name must be a package name' },
      { ok: false, problem: 'shared[0].requiredVersion of react is not a version range' },
      { ok: false, problem: 'metaData.pluginVersion is not a version' },
    ]);
  });
});
