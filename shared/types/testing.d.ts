// Types of the jest-dom matchers that shared/src/testing/setup.ts installs for every front-end test.
/// <reference types="@testing-library/jest-dom/vitest" />
