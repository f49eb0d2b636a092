import type { SubjectSyllabus } from '../../schema.ts';

export const syllabus: SubjectSyllabus = {
  id: 'quimica',
  name: 'Química',
  description:
    'Química general del Seminario Universitario de la UTN: cómo está hecha la materia, cómo se cuentan los átomos y las moléculas, cómo se preparan soluciones, qué es el pH, cómo funcionan las pilas y qué energía ponen en juego las reacciones. Cada tema trae mini clases, ejercicios resueltos paso a paso y ejercicios generados para practicar sin límite.',
  topics: [
    {
      id: 'estructura-atomica',
      title: 'Estructura atómica',
      description:
        'Partículas del átomo, número atómico y másico, isótopos e iones; configuración electrónica, tabla periódica y propiedades periódicas; electronegatividad y tipos de enlace químico.',
      outline: [
        'Protones, neutrones y electrones: número atómico y número másico',
        'Isótopos, iones y masa atómica promedio',
        'Configuración electrónica y electrones de valencia',
        'Tabla periódica: grupos, períodos y bloques',
        'Propiedades periódicas: radio atómico, energía de ionización y electronegatividad',
        'Enlaces iónico, covalente y metálico',
      ],
    },
    {
      id: 'estequiometria',
      title: 'Estequiometría',
      description:
        'El mol como unidad para contar partículas, masa molar y número de Avogadro; balanceo de ecuaciones y cálculos con relaciones estequiométricas, reactivo limitante, pureza, rendimiento y volumen molar de gases en CNPT.',
      outline: [
        'Mol, número de Avogadro y masa molar',
        'Conversiones entre masa, moles y partículas',
        'Balanceo de ecuaciones químicas',
        'Relaciones estequiométricas masa-masa y mol-mol',
        'Reactivo limitante y reactivo en exceso',
        'Pureza de los reactivos y rendimiento de la reacción',
        'Volumen molar de los gases en CNPT (22,4 L)',
      ],
    },
    {
      id: 'soluciones',
      title: 'Soluciones',
      description:
        'Soluto, solvente y solubilidad; formas de expresar la concentración (% m/m, % m/v, % v/v, molaridad y ppm) y cálculos de dilución y preparación de soluciones.',
      outline: [
        'Soluto, solvente y tipos de soluciones',
        'Solubilidad y soluciones saturadas',
        'Concentraciones porcentuales: % m/m, % m/v y % v/v',
        'Molaridad',
        'Partes por millón (ppm)',
        'Dilución: C₁V₁ = C₂V₂',
      ],
    },
    {
      id: 'acidos-bases',
      title: 'Ácidos y bases',
      description:
        'Definiciones de Arrhenius y de Brønsted-Lowry, pares conjugados, autoionización del agua y Kw, escala de pH y pOH, ácidos y bases fuertes, neutralización e indicadores.',
      outline: [
        'Ácidos y bases según Arrhenius',
        'Teoría de Brønsted-Lowry y pares conjugados',
        'Autoionización del agua y Kw',
        'pH y pOH',
        'Ácidos y bases fuertes',
        'Neutralización y titulación',
        'Indicadores ácido-base',
      ],
    },
    {
      id: 'electroquimica',
      title: 'Electroquímica',
      description:
        'Números de oxidación, reacciones redox y sus agentes oxidante y reductor; pilas galvánicas, potenciales estándar de reducción y fem de una pila; electrólisis y ley de Faraday.',
      outline: [
        'Números de oxidación',
        'Oxidación, reducción y reacciones redox',
        'Agente oxidante y agente reductor',
        'Pilas galvánicas: ánodo, cátodo y puente salino',
        'Potenciales estándar de reducción y fem de una pila',
        'Electrólisis y ley de Faraday',
      ],
    },
    {
      id: 'termodinamica-quimica',
      title: 'Termodinámica química',
      description:
        'Sistema y entorno, procesos exotérmicos y endotérmicos, entalpía de reacción, ley de Hess y entalpías de formación; entropía, energía libre de Gibbs y espontaneidad de las reacciones.',
      outline: [
        'Sistema, entorno y tipos de sistemas',
        'Procesos exotérmicos y endotérmicos',
        'Entalpía de reacción y ecuaciones termoquímicas',
        'Ley de Hess',
        'Entalpías estándar de formación',
        'Entropía, energía libre de Gibbs y espontaneidad',
      ],
    },
  ],
};
