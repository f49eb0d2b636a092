import { at } from '../../../shared/lib/must.ts';
import { shownKeyOf, typedStatement } from '../formats.ts';
import {
  type Exercise,
  type MultipleChoiceExercise,
  NONE_OF_THE_ABOVE,
  type NumericExercise,
  type NumericKey,
} from '../schema.ts';

/*
 * Items of the bank written again in the exam's formats (#31), by id, when the bank is loaded: the
 * statement, subtopic and worked solution stay those of the item, so a fix to the item reaches its
 * converted form, and the bank never holds the same statement twice.
 */

/**
 * A four-option item made a five-option one: its id, or its id and a stand-in that takes the place of
 * the right option, making "Ninguna respuesta anterior es correcta" the key. A stand-in is a wrong
 * answer a student would reach by a real mistake, written like the other options.
 */
export type FiveOptionsConversion = string | readonly [id: string, standIn: string];

/** An item made one whose value the student types: what the key's unit and precision do not say. */
export type NumericConversion =
  | string
  | {
      id: string;
      /** The unit is written by the student, and checked. */
      askUnit?: boolean;
      tolerance?: NumericKey['tolerance'];
      acceptedUnits?: string[];
      /** The statement, when the item's own reads as a choice among options. */
      question?: string;
    };

export interface ExamFormatConversions {
  fiveOptions: readonly FiveOptionsConversion[];
  numeric: readonly NumericConversion[];
  /** The unit is asked in every typed item with one (Física, Química), unless the item says otherwise. */
  askUnitByDefault: boolean;
}

const fail = (id: string, why: string): never => {
  throw new Error(`exam-formats: ${id} ${why}`);
};

function fourOptions(exercise: Exercise | undefined, id: string): MultipleChoiceExercise {
  if (!exercise) return fail(id, 'no está en el banco');
  if (exercise.kind !== 'multiple-choice' || exercise.options.length !== 4)
    return fail(id, 'no es de cuatro opciones');
  return exercise;
}

/** Appends why the closing option is the key to the worked solution's result. */
function noneRightResult(explanation: string): string {
  return explanation.replace(
    /(\nRESULTADO: )(.+)$/s,
    (_m, head: string, result: string) =>
      `${head}${result.replace(/\.?\s*$/, '')}. Ese resultado no está entre las opciones A a D: la respuesta es «${NONE_OF_THE_ABOVE}».`,
  );
}

/**
 * The five-option form. A kept key moves to `position` (the four written options are otherwise in
 * their order), so the keys of a subject's converted items spread evenly over A to D.
 */
export function toFiveOptions(
  exercise: Exercise | undefined,
  conversion: FiveOptionsConversion,
  position: number,
): MultipleChoiceExercise {
  const id = typeof conversion === 'string' ? conversion : conversion[0];
  const item = fourOptions(exercise, id);
  const options = [...item.options];
  if (typeof conversion !== 'string') {
    if (!item.check) fail(id, 'necesita un check para que «Ninguna…» sea la clave');
    options[item.correctAnswer] = conversion[1];
    return {
      ...item,
      options: [...options, NONE_OF_THE_ABOVE],
      correctAnswer: 4,
      explanation: noneRightResult(item.explanation),
    };
  }
  const key = at(options, item.correctAnswer, 'keyed option');
  options[item.correctAnswer] = at(options, position, 'option');
  options[position] = key;
  return { ...item, options: [...options, NONE_OF_THE_ABOVE], correctAnswer: position };
}

/** The typed-answer form: the key recomputed by the item's check, its unit and precision as the right option shows them. */
export function toNumeric(
  exercise: Exercise | undefined,
  conversion: NumericConversion,
  askUnitByDefault: boolean,
): NumericExercise {
  const spec = typeof conversion === 'string' ? { id: conversion } : conversion;
  const item = fourOptions(exercise, spec.id);
  const computed = item.check ? [item.check.compute()].flat() : [];
  const [value] = computed;
  if (computed.length !== 1 || value === undefined)
    return fail(spec.id, 'no tiene un único valor recomputado');
  const shown = shownKeyOf(at(item.options, item.correctAnswer, 'keyed option'), value);
  if (!shown) return fail(spec.id, 'no muestra su clave como un número con su unidad');
  const askUnit = Boolean(shown.key.unit) && (spec.askUnit ?? askUnitByDefault);
  const answer: NumericKey = {
    ...shown.key,
    ...(askUnit ? { askUnit } : {}),
    ...(spec.tolerance ? { tolerance: spec.tolerance } : {}),
    ...(spec.acceptedUnits ? { acceptedUnits: spec.acceptedUnits } : {}),
  };
  const { options: _options, correctAnswer: _correct, check, ...rest } = item;
  return {
    ...rest,
    kind: 'numeric',
    question: spec.question ?? typedStatement(item.question, shown),
    answer,
    check: check as NumericExercise['check'],
  };
}

/** The bank's items with the conversions applied in place, in their order. */
export function applyConversions(
  exercises: readonly Exercise[],
  conversions: ExamFormatConversions,
): Exercise[] {
  const byId = new Map(exercises.map((exercise) => [exercise.id, exercise]));
  const converted = new Map<string, Exercise>();
  let kept = 0;
  for (const conversion of conversions.fiveOptions) {
    const id = typeof conversion === 'string' ? conversion : conversion[0];
    const position = typeof conversion === 'string' ? kept++ % 4 : 4;
    if (converted.has(id)) fail(id, 'está dos veces');
    converted.set(id, toFiveOptions(byId.get(id), conversion, position));
  }
  for (const conversion of conversions.numeric) {
    const id = typeof conversion === 'string' ? conversion : conversion.id;
    if (converted.has(id)) fail(id, 'está dos veces');
    converted.set(id, toNumeric(byId.get(id), conversion, conversions.askUnitByDefault));
  }
  return exercises.map((exercise) => converted.get(exercise.id) ?? exercise);
}
