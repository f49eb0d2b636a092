import type { SubjectSyllabus } from '../../schema.ts';

export const syllabus: SubjectSyllabus = {
  id: 'matematicas',
  name: 'Matemática',
  description:
    'Todo lo que toma el módulo de Matemática del Seminario Universitario de la UTN: álgebra, ecuaciones, funciones, geometría, trigonometría y una introducción a la estadística y la probabilidad. Cada tema tiene clases cortas con ejemplos resueltos, ejercicios con la explicación paso a paso y práctica ilimitada con ejercicios generados.',
  topics: [
    {
      id: 'algebra-basica',
      title: 'Álgebra básica',
      description:
        'Los conjuntos numéricos y sus operaciones, potencias y raíces, racionalización, expresiones algebraicas, polinomios, productos notables, factoreo, fracciones algebraicas y los números complejos: la caja de herramientas que vas a usar en todo el resto del curso.',
      outline: [
        'Conjuntos numéricos: naturales, enteros, racionales y reales',
        'Operaciones combinadas y fracciones',
        'Potencias, raíces y racionalización',
        'Expresiones algebraicas y polinomios',
        'Productos notables',
        'Factoreo y regla de Ruffini',
        'Fracciones algebraicas',
        'Números complejos: forma binómica, operaciones y ecuaciones en z',
      ],
    },
    {
      id: 'ecuaciones',
      title: 'Ecuaciones y sistemas',
      description:
        'Cómo despejar con seguridad: ecuaciones lineales y cuadráticas (discriminante y relaciones de Vieta), sistemas de dos ecuaciones con dos incógnitas, inecuaciones, ecuaciones e inecuaciones con valor absoluto y ecuaciones racionales.',
      outline: [
        'Ecuaciones lineales',
        'Ecuaciones cuadráticas: fórmula resolvente, discriminante y Vieta',
        'Sistemas de ecuaciones lineales 2×2',
        'Inecuaciones lineales y cuadráticas',
        'Ecuaciones e inecuaciones con valor absoluto',
        'Ecuaciones racionales',
      ],
    },
    {
      id: 'funciones',
      title: 'Funciones',
      description:
        'El concepto de función, dominio e imagen, las funciones definidas por tramos con sus intervalos de crecimiento y de positividad, la función lineal y la cuadrática con sus elementos, composición y función inversa, y las funciones exponencial y logarítmica con las propiedades de los logaritmos.',
      outline: [
        'Concepto de función, dominio e imagen',
        'Funciones por tramos: crecimiento, decrecimiento, positividad y negatividad',
        'Función lineal: pendiente, ordenada al origen, rectas paralelas y perpendiculares',
        'Función cuadrática: vértice, raíces y eje de simetría',
        'Composición de funciones y función inversa',
        'Función exponencial',
        'Logaritmos: propiedades y ecuaciones logarítmicas',
      ],
    },
    {
      id: 'geometria',
      title: 'Geometría',
      description:
        'Ángulos y triángulos (teorema de Pitágoras y semejanza), áreas y perímetros de figuras planas, la circunferencia y el círculo, volúmenes de cuerpos y geometría analítica: distancia, punto medio y ecuación de la recta.',
      outline: [
        'Ángulos: clasificación y relaciones',
        'Triángulos: teorema de Pitágoras y semejanza',
        'Áreas y perímetros de figuras planas',
        'Circunferencia y círculo',
        'Volúmenes de cuerpos',
        'Geometría analítica: distancia, punto medio y recta',
      ],
    },
    {
      id: 'trigonometria',
      title: 'Trigonometría',
      description:
        'Sistemas de medición de ángulos, razones trigonométricas en el triángulo rectángulo, ángulos notables, la circunferencia trigonométrica, identidades, ecuaciones trigonométricas en [0, 2π) y los teoremas del seno y del coseno.',
      outline: [
        'Sistema sexagesimal y radianes',
        'Razones trigonométricas en el triángulo rectángulo',
        'Ángulos notables y circunferencia trigonométrica',
        'Identidad pitagórica y otras identidades',
        'Ecuaciones trigonométricas en [0, 2π)',
        'Teorema del seno y teorema del coseno',
      ],
    },
    {
      id: 'estadistica',
      title: 'Estadística y probabilidad',
      description:
        'Medidas de posición y de dispersión a nivel introductorio, técnicas de conteo (permutaciones, variaciones y combinaciones) y probabilidad básica: regla de Laplace, complemento y sucesos independientes.',
      outline: [
        'Media, mediana y moda',
        'Rango, varianza y desvío estándar',
        'Principio de multiplicación y permutaciones',
        'Variaciones y combinaciones',
        'Probabilidad: regla de Laplace y complemento',
        'Sucesos independientes y extracciones sucesivas',
      ],
    },
  ],
};
