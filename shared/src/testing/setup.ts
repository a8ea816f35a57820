import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A page's first render loads its lazy parts; under a full CI run on two busy cores that took over
// testing-library's 1 s default (2026-11-28), so findBy and waitFor wait up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

// Test files share a worker (isolate: false saves a worker and a DOM per file); each still gets
// fresh copies of our own modules, so no module-level state (i18n, remote registry, atoms) leaks.
vi.resetModules();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
