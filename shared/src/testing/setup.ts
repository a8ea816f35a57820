import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A page's first render loads its lazy parts; under a full CI run on two busy cores that took over
// testing-library's 1 s default (2026-11-28), so findBy and waitFor wait up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
