/** Why a student reports a problem with an exercise (the report dialog offers these). */
export const problemReportReasons = ['respuesta-incorrecta', 'ambiguo', 'error-de-tipeo', 'otro'] as const;
export type ProblemReportReason = (typeof problemReportReasons)[number];
