import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "contract/**/*.test.ts", "conformance/**/*.test.ts", "spec/**/*.test.ts", "cli/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Tests declared concurrent (the fault runs, which mostly wait) run three at a time per worker.
    maxConcurrency: 3,
  },
});
