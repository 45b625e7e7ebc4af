export * from "./corridors.js";
