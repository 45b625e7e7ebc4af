/** The SCA area's declared state: factors, enrollments, challenges, login sessions, security records and resets. */
import { declareCollection } from "../../store/declarations.js";
import type { ScaChallengeRecord, ScaEnrollmentRecord, ScaFactorRecord, ScaResetRecord, ScaSecurityRecord, ScaSessionRecord } from "./domain/records.js";

export const scaFactors = declareCollection<ScaFactorRecord>("scaFactors", { indexes: ["customerId"] });
export const scaFactorsOf = scaFactors.of;

export const scaEnrollments = declareCollection<ScaEnrollmentRecord>("scaEnrollments");
export const scaEnrollmentsOf = scaEnrollments.of;

export const scaChallenges = declareCollection<ScaChallengeRecord>("scaChallenges", { indexes: ["customerId"] });
export const scaChallengesOf = scaChallenges.of;

export const scaSessions = declareCollection<ScaSessionRecord>("scaSessions", { indexes: ["customerId"] });
export const scaSessionsOf = scaSessions.of;

export const scaSecurity = declareCollection<ScaSecurityRecord>("scaSecurity");
export const scaSecurityOf = scaSecurity.of;

export const scaResets = declareCollection<ScaResetRecord>("scaResets", { indexes: ["customerId"] });
export const scaResetsOf = scaResets.of;
