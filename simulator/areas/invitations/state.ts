/** The invitations area's declared state: invitations by code. */
import { declareCollection } from "../../store/declarations.js";
import type { InvitationRecord } from "./domain/invitation.js";

export const invitations = declareCollection<InvitationRecord>("invitations", { indexes: ["status"] });
export const invitationsOf = invitations.of;
