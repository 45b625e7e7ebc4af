/**
 * Typed accessor of spec/rules/discovery-directory.yaml: the designed UMA providers and
 * VASPs of the Discoveries area.
 */
import { defineRuleTable } from "./load.js";

export interface UmaProvider {
  name: string;
  domain: string;
  logoUrl?: string;
  countries?: string[];
  supportedCurrencies?: string[];
  /** false: not on the sandbox platforms' allowlist (absent: on it). */
  allowListed?: boolean;
}

export interface Vasp {
  id: string;
  name: string;
  legalName?: string;
  country: string;
  website?: string;
  lei?: string;
}

export interface Directory {
  umaProviders: UmaProvider[];
  vasps: Vasp[];
}

const directory = defineRuleTable<Directory>("discovery-directory");
/** spec/rules/discovery-directory.yaml (read once). */
export const loadDirectory = directory.load;
