/** The repository root, found from any module location (sources under tsx, or dist/). */
export { findRepoRoot, repoRoot, repoPath } from "../simulator/contract/repo-root.js";
