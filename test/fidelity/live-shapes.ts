/** The live shapes moved to fidelity/live-shapes.ts (shared with `paysim fidelity --live`); this name stays for the tests that import it here. */
export * from "../../fidelity/live-shapes.js";
