import * as z from 'zod';

export * from 'zod';

const fieldNames: Record<string, string> = {
  email: 'el email',
  code: 'el código',
  purpose: 'el motivo',
  planId: 'el plan',
  status: 'el estado',
  message: 'el mensaje',
  context: 'el contexto',
  rating: 'la calificación',
  category: 'la categoría',
  userId: 'el usuario',
  userEmail: 'el email del usuario',
  user: 'el usuario',
  subject: 'la materia',
  difficulty: 'la dificultad',
  numQuestions: 'la cantidad de preguntas',
  timeLimit: 'el tiempo límite',
  selectedTopics: 'los temas',
  questionIndex: 'la pregunta',
  userAnswer: 'la respuesta',
  timeSpent: 'el tiempo',
  respuesta: 'la respuesta',
  tema: 'el tema',
  timeframe: 'el período',
  id: 'el identificador',
  exercise: 'el ejercicio',
  reason: 'el motivo',
};

function fieldName(path: readonly PropertyKey[] | undefined): string {
  const last = path?.filter((part) => typeof part === 'string').at(-1);
  if (last === undefined) return 'la solicitud';
  return fieldNames[last] ?? `el campo "${last}"`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Spanish messages for every issue zod can raise; a schema's own `error` still wins. */
function spanishMessage(issue: z.core.$ZodRawIssue): string {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? `Falta ${field}.`
        : `${capitalize(field)} no tiene un formato válido.`;
    case 'invalid_format':
      return issue.format === 'email'
        ? 'Ingresá un email válido.'
        : `${capitalize(field)} no tiene un formato válido.`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? `Completá ${field}.` : `${capitalize(field)} es demasiado corto.`;
      if (issue.origin === 'array') return `Elegí al menos ${issue.minimum} en ${field}.`;
      return `${capitalize(field)} debe ser como mínimo ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${capitalize(field)} admite hasta ${issue.maximum} caracteres.`;
      if (issue.origin === 'array') return `${capitalize(field)} admite hasta ${issue.maximum} elementos.`;
      return `${capitalize(field)} debe ser como máximo ${issue.maximum}.`;
    case 'invalid_value':
      return `${capitalize(field)} no es válido. Valores posibles: ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `La solicitud tiene campos que no corresponden: ${issue.keys.join(', ')}.`;
    case 'invalid_union':
      return `${capitalize(field)} no es válido.`;
    default:
      return `${capitalize(field)} no es válido.`;
  }
}

z.config({
  customError: spanishMessage,
  // In a browser the site's Content-Security-Policy refuses eval, and zod's probe for it (a `new
  // Function` it catches) is still reported as a violation: there schemas run uncompiled (ADR 0045).
  jitless: 'document' in globalThis,
});
