/** The invitations area (UMA invitations: create, claim, cancel, expire): its manifest. */
import type { AreaManifest } from "../manifest.js";
import type { SomeJobType } from "../../clock/jobs.js";
import { expireJob, invitationHandlers } from "./handlers.js";
import { invitations } from "./state.js";

export const invitationsArea: AreaManifest = {
  name: "invitations",
  handlers: invitationHandlers,
  collections: [invitations],
  jobs: [expireJob as SomeJobType],
};
