import { admissionGuide } from '../../../../shared/domain/admission-guide.ts';
import { BUILT_AT } from '../../lib/built-at.ts';

/**
 * The guide as of the build, which the prerendered page shows too: the browser build holds this text,
 * not the calendar and the syllabus tables it is written from (web/prebuilt.ts).
 */
export const guideSections = admissionGuide(BUILT_AT);
