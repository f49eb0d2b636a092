import type { TopicMap } from './types.ts';

/**
 * matematicas: the six topics of the spec with the parts the UTN entrance exam asks about. Weights follow
 * the exam, not the bank: inequalities, logarithms and exponential equations, trigonometric equations,
 * factoring and the real numbers carry the subject, with functions, systems and geometry; statistics is
 * hardly asked (most regional faculties leave it out of the Seminario), so it weighs little. The unit
 * numbers are those of the usual Seminario Universitario booklet; regional faculties order them
 * differently, hence the hedge. See docs/syllabus-map.md.
 *
 * Complex numbers and piecewise functions came in with the published exams (#31): complex numbers are in
 * every Matemática exam found from one regional and piecewise functions with their intervals in most of
 * the exam-style set, so they weigh 4 and 3. The 7 points came from what those exams ask least: one each
 * from statistics (measures), the rational function, linear equations, linear inequalities and absolute
 * value, whose share of the exams is below their old weight, and one each from the real numbers and
 * factoring, which stay among the heaviest.
 *
 * FRM's programme (#31) teaches three things the map lacked: set operations and cardinality, the graphs of
 * the absolute-value, integer-part and fractional-part functions, and the graphs of the trigonometric
 * functions; each weighs 1, as a programme unit no exam found has asked yet. The 3 points came from the
 * three subtopics that weighed 5 (powers and radicals, factoring, 2×2 systems), still among the heaviest.
 * The modulus and polar form of a complex number widen its subtopic instead of opening one: the same unit
 * teaches them, next to the binomial form.
 */
export const matematicasMap: TopicMap[] = [
  {
    topic: 'algebra-basica',
    subtopics: [
      {
        id: 'algebra-basica.numeros-reales',
        title: 'Números reales: conjuntos numéricos, operaciones combinadas y fracciones',
        unit: 'Unidad 1 · Números reales (según la regional)',
        weight: 4,
      },
      {
        id: 'algebra-basica.potencias-radicales',
        title: 'Potencias, radicales y racionalización',
        unit: 'Unidad 1 · Números reales (según la regional)',
        weight: 4,
      },
      {
        id: 'algebra-basica.polinomios',
        title: 'Polinomios: operaciones, productos notables, teorema del resto y regla de Ruffini',
        unit: 'Unidad 2 · Expresiones algebraicas y polinomios (según la regional)',
        weight: 4,
      },
      {
        id: 'algebra-basica.factoreo',
        title: 'Casos de factoreo y raíces de polinomios (Gauss y Ruffini)',
        unit: 'Unidad 2 · Expresiones algebraicas y polinomios (según la regional)',
        weight: 4,
      },
      {
        id: 'algebra-basica.expresiones-racionales',
        title: 'Expresiones algebraicas racionales: simplificación y operaciones',
        unit: 'Unidad 2 · Expresiones algebraicas y polinomios (según la regional)',
        weight: 4,
      },
      {
        id: 'algebra-basica.numeros-complejos',
        title:
          'Números complejos: forma binómica, operaciones, conjugado, potencias de i, ecuaciones en z, módulo y forma polar',
        unit: 'Unidad 1 · Números reales y complejos (según la regional; no todas la incluyen)',
        weight: 4,
      },
      {
        id: 'algebra-basica.conjuntos',
        title: 'Teoría de conjuntos: operaciones entre conjuntos, cardinal e inclusión',
        unit: 'Unidad 1 · Conjuntos numéricos (según la regional; no todas la incluyen)',
        weight: 1,
      },
    ],
  },
  {
    topic: 'ecuaciones',
    subtopics: [
      {
        id: 'ecuaciones.lineales',
        title: 'Ecuaciones lineales y problemas de planteo',
        unit: 'Unidad 3 · Ecuaciones e inecuaciones (según la regional)',
        weight: 2,
      },
      {
        id: 'ecuaciones.cuadraticas',
        title: 'Ecuaciones cuadráticas: resolvente, discriminante y Vieta',
        unit: 'Unidad 3 · Ecuaciones e inecuaciones (según la regional)',
        weight: 4,
      },
      {
        id: 'ecuaciones.racionales',
        title: 'Ecuaciones racionales y soluciones extrañas',
        unit: 'Unidad 3 · Ecuaciones e inecuaciones (según la regional)',
        weight: 2,
      },
      {
        id: 'ecuaciones.sistemas',
        title: 'Sistemas de ecuaciones lineales 2×2: métodos, clasificación y sistemas con parámetro',
        unit: 'Unidad 3 · Ecuaciones y sistemas (en algunas regionales, dentro de Función lineal)',
        weight: 4,
      },
      {
        id: 'ecuaciones.inecuaciones-lineales',
        title: 'Intervalos e inecuaciones lineales',
        unit: 'Unidad 3 · Ecuaciones e inecuaciones (según la regional)',
        weight: 3,
      },
      {
        id: 'ecuaciones.inecuaciones-racionales',
        title: 'Inecuaciones cuadráticas y racionales: tabla de signos',
        unit: 'Unidad 3 · Ecuaciones e inecuaciones (según la regional)',
        weight: 4,
      },
      {
        id: 'ecuaciones.valor-absoluto',
        title: 'Valor absoluto: ecuaciones e inecuaciones',
        unit: 'Unidad 3 · Ecuaciones e inecuaciones (según la regional)',
        weight: 3,
      },
    ],
  },
  {
    topic: 'funciones',
    subtopics: [
      {
        id: 'funciones.concepto-dominio',
        title: 'Concepto de función, dominio e imagen',
        unit: 'Unidad 4 · Funciones (según la regional)',
        weight: 2,
      },
      {
        id: 'funciones.lineal',
        title: 'Función lineal: pendiente, ordenada, rectas paralelas y perpendiculares',
        unit: 'Unidad 4 · Funciones: función lineal (según la regional)',
        weight: 4,
      },
      {
        id: 'funciones.cuadratica',
        title: 'Función cuadrática: vértice, raíces, eje de simetría e imagen',
        unit: 'Unidad 4 · Funciones: función cuadrática (según la regional)',
        weight: 4,
      },
      {
        id: 'funciones.racional',
        title: 'Función racional (homográfica): dominio, asíntotas e imagen',
        unit: 'Unidad 4 · Funciones (según la regional; no todas la incluyen)',
        weight: 1,
      },
      {
        id: 'funciones.composicion-inversa',
        title: 'Composición de funciones y función inversa',
        unit: 'Unidad 4 · Funciones (según la regional)',
        weight: 1,
      },
      {
        id: 'funciones.exponencial-logaritmica',
        title: 'Funciones exponencial y logarítmica: gráficos, dominio y modelos de crecimiento',
        unit: 'Unidad 5 · Funciones exponencial y logarítmica (según la regional)',
        weight: 2,
      },
      {
        id: 'funciones.logaritmos',
        title: 'Logaritmos: definición, propiedades y ecuaciones logarítmicas con control de dominio',
        unit: 'Unidad 5 · Funciones exponencial y logarítmica (según la regional)',
        weight: 3,
      },
      {
        id: 'funciones.ecuaciones-exponenciales',
        title: 'Ecuaciones exponenciales: igual base, factor común y cambio de variable',
        unit: 'Unidad 5 · Funciones exponencial y logarítmica (según la regional)',
        weight: 3,
      },
      {
        id: 'funciones.a-trozos',
        title:
          'Funciones definidas por tramos; intervalos de crecimiento, decrecimiento, positividad y negatividad',
        unit: 'Unidad 4 · Funciones (según la regional)',
        weight: 3,
      },
      {
        id: 'funciones.valor-absoluto-parte-entera',
        title: 'Funciones valor absoluto, parte entera y mantisa: gráfico y propiedades',
        unit: 'Unidad 4 · Funciones (según la regional; no todas la incluyen)',
        weight: 1,
      },
    ],
  },
  {
    topic: 'geometria',
    subtopics: [
      {
        id: 'geometria.angulos-triangulos',
        title: 'Ángulos y triángulos: Pitágoras, semejanza y teorema de Thales',
        unit: 'Geometría (según la regional: unidad propia o dentro de Trigonometría)',
        weight: 4,
      },
      {
        id: 'geometria.areas-perimetros',
        title: 'Perímetros y áreas de figuras planas; circunferencia y círculo',
        unit: 'Geometría (según la regional: unidad propia o dentro de Trigonometría)',
        weight: 3,
      },
      {
        id: 'geometria.volumenes',
        title: 'Áreas y volúmenes de cuerpos',
        unit: 'Geometría (según la regional; no todas la incluyen)',
        weight: 2,
      },
      {
        id: 'geometria.analitica',
        title: 'Geometría analítica: distancia, punto medio y ecuación de la recta',
        unit: 'Unidad 4 · Funciones: la recta en el plano (según la regional)',
        weight: 3,
      },
    ],
  },
  {
    topic: 'trigonometria',
    subtopics: [
      {
        id: 'trigonometria.angulos-radianes',
        title: 'Sistemas de medición de ángulos: sexagesimal, radianes y longitud de arco',
        unit: 'Unidad 6 · Trigonometría (según la regional)',
        weight: 2,
      },
      {
        id: 'trigonometria.triangulo-rectangulo',
        title: 'Razones trigonométricas (con cotangente, secante y cosecante) y triángulos rectángulos',
        unit: 'Unidad 6 · Trigonometría (según la regional)',
        weight: 3,
      },
      {
        id: 'trigonometria.circunferencia-trigonometrica',
        title: 'Circunferencia trigonométrica, ángulos notables y reducción al primer cuadrante',
        unit: 'Unidad 6 · Trigonometría (según la regional)',
        weight: 2,
      },
      {
        id: 'trigonometria.identidades',
        title: 'Identidad pitagórica y otras identidades, con las razones recíprocas',
        unit: 'Unidad 6 · Trigonometría (según la regional)',
        weight: 1,
      },
      {
        id: 'trigonometria.ecuaciones',
        title: 'Ecuaciones trigonométricas en [0, 2π)',
        unit: 'Unidad 6 · Trigonometría (según la regional)',
        weight: 3,
      },
      {
        id: 'trigonometria.teoremas-seno-coseno',
        title: 'Teorema del seno y teorema del coseno',
        unit: 'Unidad 6 · Trigonometría (según la regional)',
        weight: 2,
      },
      {
        id: 'trigonometria.funciones-graficos',
        title: 'Funciones trigonométricas: gráficos, período y amplitud',
        unit: 'Unidad 6 · Trigonometría (según la regional; no todas la incluyen)',
        weight: 1,
      },
    ],
  },
  {
    topic: 'estadistica',
    subtopics: [
      {
        id: 'estadistica.medidas',
        title: 'Medidas de posición y de dispersión',
        unit: 'Complementario: la mayoría de las regionales no lo toma en el ingreso',
        weight: 1,
      },
      {
        id: 'estadistica.conteo',
        title: 'Técnicas de conteo: permutaciones, variaciones y combinaciones',
        unit: 'Complementario: la mayoría de las regionales no lo toma en el ingreso',
        weight: 1,
      },
      {
        id: 'estadistica.probabilidad',
        title: 'Probabilidad: regla de Laplace, complemento y sucesos independientes',
        unit: 'Complementario: la mayoría de las regionales no lo toma en el ingreso',
        weight: 1,
      },
    ],
  },
];
