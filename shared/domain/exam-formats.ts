/**
 * The formats of the UTN entrance exams the bank writes its items in (#31, ADR 0072):
 * `multiple-choice` is the bank's four options (and true/false), `five-options` the exams' five ending
 * in NONE_OF_THE_ABOVE, `numeric` a value the student types, `multi-part` a problem in parts (a, b…).
 */
export const examFormats = ['multiple-choice', 'five-options', 'numeric', 'multi-part'] as const;
export type ExamFormat = (typeof examFormats)[number];

/** What a simulator asks for when it names no format: the options, as before the exam's formats. */
export const defaultExamFormats: readonly ExamFormat[] = ['multiple-choice', 'five-options'];

/** The exams' closing option, word for word as the published UTN exams write it. */
export const NONE_OF_THE_ABOVE = 'Ninguna respuesta anterior es correcta';
