/**
 * The live behaviour catalogue (`spec/fidelity/behaviour/<area>.yaml`, schema beside the
 * folder): for every operation of the live service, the behaviours its live documentation
 * states in words, each marked followed (with the test that shows it), overridden by the
 * description (with its section), or a designed difference (with its reason). The shapes
 * carry no prose, so this is where the prose is held to; test/fidelity/behaviour.test.ts
 * fails when a live operation has no entry.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { repoPath } from "../contract/paths.js";
import { createAjv } from "../contract/schema-registry.js";

export type BehaviourStatus = "followed" | "description" | "designed" | "departs";

export interface Statement {
  says: string;
  status: BehaviourStatus;
  test?: string;
  section?: string;
  reason?: string;
}

export interface BehaviourFile {
  area: string;
  /** The live tags of its operations when not only `area`. */
  tags?: string[];
  operations: Record<string, Statement[]>;
}

export const BEHAVIOUR_DIR = repoPath("spec", "fidelity", "behaviour");

/** Every area file, checked against the schema (a file that breaks it throws, naming it). */
export function loadBehaviour(dir = BEHAVIOUR_DIR): { file: string; data: BehaviourFile }[] {
  const schema = JSON.parse(readFileSync(repoPath("spec", "fidelity", "behaviour.schema.json"), "utf8"));
  const validate = createAjv().compile(schema);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".yaml"))
    .sort()
    .map((f) => {
      const data = parse(readFileSync(join(dir, f), "utf8")) as BehaviourFile;
      if (!validate(data)) throw new Error(`spec/fidelity/behaviour/${f}: ${validate.errors?.map((e) => `${e.instancePath} ${e.message}`).join("; ")}`);
      return { file: f, data };
    });
}

export interface BehaviourCounts {
  operations: number;
  statements: number;
  followed: number;
  description: number;
  designed: number;
  /** Departures not closed yet: what the live documentation states and the simulator does not do. */
  departs: number;
}

/** The catalogue's counts (over the operations it holds). */
export function behaviourCounts(files = loadBehaviour()): BehaviourCounts {
  const c: BehaviourCounts = { operations: 0, statements: 0, followed: 0, description: 0, designed: 0, departs: 0 };
  for (const { data } of files)
    for (const statements of Object.values(data.operations)) {
      c.operations++;
      for (const st of statements) {
        c.statements++;
        c[st.status]++;
      }
    }
  return c;
}

export const behaviourLine = (c: BehaviourCounts): string =>
  `live behaviour catalogue: ${c.statements} statements over ${c.operations} operations: ${c.followed} followed, ${c.description} overridden by the description, ${c.designed} designed differences, ${c.departs} open departures`;
