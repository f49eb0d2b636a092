/**
 * Subtopics the exams ask that shared/domain/syllabus-map does not have yet (#31). Problems that test
 * them name one of these as `proposedSubtopic`; the map's owner adds them with units and weights.
 */
export const proposedSubtopics = {
  vectorProducts: {
    id: 'mecanica.vectores-productos',
    title:
      'Vectores en el plano y en el espacio: producto escalar, producto vectorial y ángulo entre vectores',
  },
  unitConversion: {
    id: 'mecanica.conversion-unidades',
    title:
      'Conversión de unidades (pulgada, pie, milla, galón; dm, dam, hm), cantidades que entran y análisis dimensional',
  },
  parallelForces: {
    id: 'mecanica.fuerzas-paralelas',
    title: 'Resultante de fuerzas paralelas y su punto de aplicación',
  },
} as const;
