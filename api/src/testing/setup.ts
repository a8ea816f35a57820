import { vi } from 'vitest';

// Test files share a worker (isolate: false); each still gets fresh copies of our own modules,
// so no module-level state (stores, caches, timers' owners) leaks from one file into the next.
vi.resetModules();
