import type { TopicMap } from './types.ts';

/**
 * quimica: filled from the UTN entrance course (Seminario Universitario, módulo de Química); see
 * docs/syllabus-map.md. Unit numbers follow the usual order of the course (sistemas materiales,
 * estructura atómica, uniones químicas, nomenclatura, magnitudes atómicas, gases, soluciones,
 * reacciones); regional faculties reorder or merge some units, hence the hedge in each `unit`.
 * The weights follow the exam: naming, material systems, atomic structure and bonding, stoichiometry,
 * gases and solutions carry chemistry; electrochemistry and thermochemistry are small. Atomic models and
 * the kinetic theory of gases are the basics the first-year course builds on (#31), so they have
 * subtopics of their own in the units that teach them; their five points came one each from quantum
 * numbers and gases (the same units), pH and galvanic cells (examined only in some regionals) and the
 * naming of acids and salts, still the heaviest naming subtopic.
 */
export const quimicaMap: TopicMap[] = [
  {
    topic: 'estructura-atomica',
    subtopics: [
      {
        id: 'estructura-atomica.sistemas-materiales',
        title: 'Sistemas materiales: sustancias y mezclas, fases, componentes y métodos de separación',
        unit: 'Unidad 1 · Sistemas materiales (según la regional)',
        weight: 9,
      },
      {
        id: 'estructura-atomica.modelos-atomicos',
        title: 'Modelos atómicos: Dalton, Thomson, Rutherford y Bohr',
        unit: 'Unidad 2 · Estructura atómica (según la regional)',
        weight: 3,
      },
      {
        id: 'estructura-atomica.particulas-isotopos',
        title: 'Partículas del átomo, número atómico y másico, isótopos e iones',
        unit: 'Unidad 2 · Estructura atómica (según la regional)',
        weight: 4,
      },
      {
        id: 'estructura-atomica.numeros-cuanticos-configuracion',
        title: 'Números cuánticos, orbitales y configuración electrónica',
        unit: 'Unidad 2 · Estructura atómica (según la regional)',
        weight: 5,
      },
      {
        id: 'estructura-atomica.tabla-periodica',
        title: 'Tabla periódica y propiedades periódicas',
        unit: 'Unidad 2 o 3 · Tabla periódica (según la regional)',
        weight: 6,
      },
      {
        id: 'estructura-atomica.enlace-lewis',
        title: 'Enlace iónico, covalente y metálico; estructuras de Lewis',
        unit: 'Unidad 3 · Uniones químicas (según la regional)',
        weight: 7,
      },
      {
        id: 'estructura-atomica.geometria-polaridad',
        title: 'Geometría molecular (TRePEV), polaridad y fuerzas intermoleculares',
        unit: 'Unidad 3 · Uniones químicas (según la regional)',
        weight: 5,
      },
    ],
  },
  {
    topic: 'estequiometria',
    subtopics: [
      {
        id: 'estequiometria.mol-masa-molar',
        title: 'Mol, número de Avogadro, masa molar y conversiones',
        unit: 'Unidad 5 · Magnitudes atómicas y moleculares (según la regional)',
        weight: 6,
      },
      {
        id: 'estequiometria.balanceo-relaciones',
        title: 'Ecuaciones químicas: balanceo y relaciones estequiométricas',
        unit: 'Unidad 8 · Reacciones químicas y estequiometría (según la regional)',
        weight: 5,
      },
      {
        id: 'estequiometria.limitante-pureza-rendimiento',
        title: 'Reactivo limitante, pureza y rendimiento',
        unit: 'Unidad 8 · Reacciones químicas y estequiometría (según la regional)',
        weight: 4,
      },
      {
        id: 'estequiometria.gases',
        title: 'Gases: Boyle, Charles, Gay-Lussac, ecuación general, PV = nRT y volumen molar en CNPT',
        unit: 'Unidad 6 · Estado gaseoso (según la regional; en algunas va junto con el mol)',
        weight: 8,
      },
      {
        id: 'estequiometria.teoria-cinetica',
        title: 'Teoría cinética de los gases: presión, temperatura y velocidad de las moléculas',
        unit: 'Unidad 6 · Estado gaseoso (según la regional)',
        weight: 2,
      },
    ],
  },
  {
    topic: 'soluciones',
    subtopics: [
      {
        id: 'soluciones.conceptos-solubilidad',
        title: 'Soluto, solvente, solubilidad y soluciones saturadas',
        unit: 'Unidad 7 · Soluciones (según la regional)',
        weight: 3,
      },
      {
        id: 'soluciones.concentraciones-porcentuales',
        title: 'Concentraciones % m/m, % m/v y % v/v',
        unit: 'Unidad 7 · Soluciones (según la regional)',
        weight: 3,
      },
      {
        id: 'soluciones.molaridad-ppm',
        title: 'Molaridad, ppm y conversión entre unidades de concentración',
        unit: 'Unidad 7 · Soluciones (según la regional)',
        weight: 4,
      },
      {
        id: 'soluciones.dilucion-mezclas',
        title: 'Dilución y mezcla de soluciones',
        unit: 'Unidad 7 · Soluciones (según la regional)',
        weight: 2,
      },
    ],
  },
  {
    topic: 'acidos-bases',
    subtopics: [
      {
        id: 'acidos-bases.nomenclatura-oxidos-hidroxidos',
        title: 'Nomenclatura: óxidos, hidruros e hidróxidos (IUPAC, Stock y tradicional)',
        unit: 'Unidad 4 · Nomenclatura de compuestos inorgánicos (según la regional)',
        weight: 6,
      },
      {
        id: 'acidos-bases.nomenclatura-acidos-sales',
        title: 'Nomenclatura: ácidos oxácidos e hidrácidos, y sales',
        unit: 'Unidad 4 · Nomenclatura de compuestos inorgánicos (según la regional)',
        weight: 6,
      },
      {
        id: 'acidos-bases.teorias-ph',
        title: 'Teorías ácido-base, Kw, pH y pOH',
        unit: 'Unidad de equilibrio ácido-base (sólo en algunas regionales)',
        weight: 2,
      },
      {
        id: 'acidos-bases.neutralizacion-indicadores',
        title: 'Neutralización, titulación e indicadores',
        unit: 'Unidad 8 · Reacciones químicas (según la regional)',
        weight: 2,
      },
    ],
  },
  {
    topic: 'electroquimica',
    subtopics: [
      {
        id: 'electroquimica.numeros-oxidacion-redox',
        title: 'Números de oxidación, oxidación y reducción, agentes oxidante y reductor',
        unit: 'Unidad 4 · Nomenclatura (número de oxidación) y Unidad 8 · Reacciones (según la regional)',
        weight: 2,
      },
      {
        id: 'electroquimica.pilas-potenciales',
        title: 'Pilas galvánicas y potenciales estándar de reducción',
        unit: 'Electroquímica (sólo en algunas regionales)',
        weight: 1,
      },
      {
        id: 'electroquimica.electrolisis-faraday',
        title: 'Electrólisis y ley de Faraday',
        unit: 'Electroquímica (sólo en algunas regionales)',
        weight: 1,
      },
    ],
  },
  {
    topic: 'termodinamica-quimica',
    subtopics: [
      {
        id: 'termodinamica-quimica.sistemas-calor',
        title: 'Sistema y entorno, procesos exotérmicos y endotérmicos, calor de reacción',
        unit: 'Unidad 8 · Reacciones químicas: aspectos energéticos (según la regional)',
        weight: 2,
      },
      {
        id: 'termodinamica-quimica.entalpia-hess',
        title: 'Entalpía de reacción, entalpías de formación y ley de Hess',
        unit: 'Termoquímica (sólo en algunas regionales)',
        weight: 1,
      },
      {
        id: 'termodinamica-quimica.entropia-gibbs',
        title: 'Entropía, energía libre de Gibbs y espontaneidad',
        unit: 'Termoquímica (sólo en algunas regionales)',
        weight: 1,
      },
    ],
  },
];
