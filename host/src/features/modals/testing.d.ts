// Types of the jest-dom matchers that shared/src/testing/setup.ts installs for every test.
/// <reference types="@testing-library/jest-dom/vitest" />
