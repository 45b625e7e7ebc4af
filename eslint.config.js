// Code lint: typescript-eslint's recommended rules (syntax only, no type information, so it
// stays fast), every explicit `any` reported (each remaining one carries an
// `eslint-disable-next-line @typescript-eslint/no-explicit-any -- <reason>`; `npm run lint`
// prints their count), and the layering as import restrictions (kept in step with
// test/architecture/layers.test.ts). Formatting is Prettier's business, not this file's.
import tseslint from "typescript-eslint";

/** Imports a folder must not make, as no-restricted-imports patterns (relative specifiers). */
function forbid(...folders) {
  return {
    "no-restricted-imports": [
      "error",
      {
        patterns: folders.map((folder) => ({
          regex: `^(\\.\\./)+${folder}(/|$)`,
          message: `layering: this folder does not import ${folder}/ (see test/architecture/layers.test.ts)`,
        })),
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "dist/**", "generated/**", "**/*.d.ts", "test/fixtures/**"],
  },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.ts", "**/*.mts", "**/*.js", "**/*.mjs"],
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  // Tests read JSON answers off the wire and poke at values on purpose: `any` is allowed there.
  {
    files: ["test/**", "**/*.test.ts"],
    linterOptions: { reportUnusedDisableDirectives: "off" },
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  // The layers (test files may reach anything they exercise, so they are left out).
  { files: ["conformance/**/*.ts"], ignores: ["**/*.test.ts"], rules: forbid("simulator", "cli", "proxy") },
  { files: ["simulator/**/*.ts"], ignores: ["**/*.test.ts"], rules: forbid("conformance", "cli", "proxy") },
  { files: ["contract/**/*.ts"], ignores: ["**/*.test.ts"], rules: forbid("simulator", "conformance", "cli", "proxy") },
  { files: ["contract-diff/**/*.ts"], ignores: ["**/*.test.ts"], rules: forbid("simulator", "conformance", "cli") },
  { files: ["fidelity/**/*.ts"], ignores: ["**/*.test.ts"], rules: forbid("conformance") },
  { files: ["proxy/**/*.ts"], ignores: ["**/*.test.ts"], rules: forbid("cli") },
);
