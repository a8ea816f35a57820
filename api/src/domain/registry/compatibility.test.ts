import { describe, expect, it } from 'vitest';
import { describeProblems, findIncompatibilities } from './compatibility.ts';

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
