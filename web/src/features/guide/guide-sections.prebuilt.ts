import { admissionGuide } from '../../../../shared/domain/admission-guide.ts';
import { ADMISSION_GUIDE_PATH } from '../../../../shared/domain/admission-guide-path.ts';
import { regionals } from '../../../../shared/domain/regionals/index.ts';
import { BUILT_AT } from '../../lib/built-at.ts';

/**
 * The guide as of the build, which the prerendered page shows too: the browser build holds this text,
 * not the calendar and the syllabus tables it is written from (web/prebuilt.ts).
 */
export const guideSections = admissionGuide(BUILT_AT);

/** A page per regional faculty (web/src/features/seo/seo-documents.ts), listed by name. */
export const regionalLinks = regionals
  .map((regional) => ({
    path: `${ADMISSION_GUIDE_PATH}/${regional.id}`,
    name: `${regional.name} (${regional.code})`,
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'es'));
