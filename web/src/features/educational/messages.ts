/** What the educational pages say when something fails; the first ones are fixed by the spec (§8). */
export const educationalMessages = {
  subjectsFailed: 'Error al cargar las materias',
  connection: 'Error de conexión con el servidor',
  subjectFailed: 'Error al cargar la materia',
  subjectMissing: 'ID de materia no encontrado',
  subjectNotFound: 'Materia no encontrada',
  miniClassFailed: 'Error al cargar la mini clase',
  miniClassMissing: 'ID de materia o tema no encontrado',
  miniClassNotFound: 'Mini clase no encontrada',
  exerciseFailed: 'Error al cargar el ejercicio',
  verifyFailed: 'Error al verificar la respuesta',
  solutionFailed: 'No pudimos mostrar la solución. Probá de nuevo.',
  exerciseNotFound: 'Ejercicio no encontrado',
  reportFailed: 'No pudimos enviar el reporte. Probá de nuevo en un rato.',
} as const;

/** A 404 (or a malformed id the server rejects with 400) means the thing does not exist. */
export function isNotFound(status: number): boolean {
  return status === 404 || status === 400;
}
