import { isSubjectId, type SubjectId } from '../../../shared/domain/subjects.ts';
import { plainText } from '../../../shared/math/formulas.ts';
import { loadCatalog } from '../../content/catalog.ts';
import type { Passage } from './provider.ts';

/**
 * Where the student asks from, as the widget tags it: the exercise or the mini class on screen, a
 * simulator's player, or nowhere in particular ('ingreso-utn').
 */
export type PageContext =
  | { kind: 'exercise'; subject: string; id: string }
  | { kind: 'mini-class'; subject: string; id: string }
  | { kind: 'simulator'; id: string }
  | { kind: 'course' };

/** Reads the widget's tag; anything it does not know is the course in general. */
export function readPageContext(tag: string | undefined): PageContext {
  const [kind, first, second] = (tag ?? '').split(':');
  if (kind === 'ejercicio' && first && second) return { kind: 'exercise', subject: first, id: second };
  if (kind === 'mini-clase' && first && second) return { kind: 'mini-class', subject: first, id: second };
  if (kind === 'simulador' && first) return { kind: 'simulator', id: first };
  return { kind: 'course' };
}

/** A mini class's opening, enough for the model to know what the student is reading. */
const MINI_CLASS_CHARS = 900;

/**
 * A subject's catalog, read straight from the content: the educational module's lookup would bring
 * grading (and its units) into the chat's bundle for a page the tutor only reads.
 */
function subject(id: string) {
  if (!isSubjectId(id)) return undefined;
  return { id, content: loadCatalog(id) };
}

function exercisePassage(subjectId: string, exerciseId: string): Passage | undefined {
  const found = subject(subjectId);
  if (!found) return undefined;
  const { id, content } = found;
  const exercise = content.exercises.find((candidate) => candidate.id === exerciseId);
  if (!exercise) return undefined;
  // The statement and its options only: the key and the explanation never leave with the page.
  const lettered = (options: readonly string[]) =>
    options.map((option, i) => `${String.fromCharCode(97 + i)}) ${plainText(option)}`).join('\n');
  const options =
    exercise.kind === 'multiple-choice'
      ? lettered(exercise.options)
      : exercise.kind === 'numeric'
        ? 'Respuesta numérica: el estudiante escribe el valor.'
        : exercise.kind === 'multi-part'
          ? exercise.parts
              .map((part, i) => `${String.fromCharCode(97 + i)}) ${plainText(part.prompt)}`)
              .join('\n')
          : 'Verdadero o falso.';
  return {
    text: `${plainText(exercise.question)}\n${options}`,
    source: {
      subject: id as SubjectId,
      topic: exercise.topic,
      kind: 'ejercicio',
      id: exercise.id,
      title: exercise.id,
    },
    score: 0,
  };
}

function miniClassPassage(subjectId: string, miniClassId: string): Passage | undefined {
  const read = subject(subjectId);
  if (!read) return undefined;
  const { id, content } = read;
  const found =
    content.miniClasses.find((candidate) => candidate.id === miniClassId) ??
    content.miniClasses.find((candidate) => candidate.topic === miniClassId);
  if (!found) return undefined;
  const body = plainText(found.body);
  return {
    text: body.length > MINI_CLASS_CHARS ? `${body.slice(0, MINI_CLASS_CHARS)}…` : body,
    source: {
      subject: id as SubjectId,
      topic: found.topic,
      kind: 'mini-clase',
      id: found.id,
      title: found.title,
    },
    score: 0,
  };
}

/** The page the student is on, as a passage of the course's own content; none for an unknown page. */
export function pagePassage(context: PageContext): Passage | undefined {
  try {
    if (context.kind === 'exercise') return exercisePassage(context.subject, context.id);
    if (context.kind === 'mini-class') return miniClassPassage(context.subject, context.id);
  } catch {
    // A catalog that cannot be read: the question is answered without the page.
  }
  return undefined;
}
