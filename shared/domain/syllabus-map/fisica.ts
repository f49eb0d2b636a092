import type { TopicMap } from './types.ts';

/**
 * fisica: filled from the UTN entrance course; see docs/syllabus-map.md.
 *
 * The physics module of the Seminario Universitario is mostly mechanics (kinematics, dynamics, energy,
 * statics and fluids), and the published Física exams of the regionals are mechanics almost end to end:
 * they open with unit conversions (inches, feet, dm, dam) and vectors in space with dot and cross
 * products, and ask the resultant of parallel forces and the work of several forces on an incline (#31).
 * Some regionals examine mechanics alone. So `mecanica` carries 56 % of the subject and those four kinds
 * of problem have subtopics of their own, 3 % each: the eight older mechanics subtopics gave one point
 * each, and thermodynamics, waves, electricity and optics one each from their largest subtopic (modern
 * physics, already small, kept its 5 %). Measurement errors (absolute and relative error, propagation,
 * significant figures), which FRM's first unit asks, took a point from kinematics, the largest subtopic
 * and far above its target in the bank. The unit numbers follow the most common order and are hedged
 * because the regional faculties order and name their units differently.
 */
export const fisicaMap: TopicMap[] = [
  {
    topic: 'mecanica',
    subtopics: [
      {
        id: 'mecanica.unidades-vectores',
        title: 'Magnitudes, unidades del SI, notación científica y vectores en el plano',
        unit: 'Física · Unidad 1 · Magnitudes, unidades y vectores (según la regional)',
        weight: 2,
      },
      {
        id: 'mecanica.conversion-unidades',
        title:
          'Conversión de unidades (pulgada, pie, milla, libra; dm, dam, hm; cm³, dm³ y litros) y análisis dimensional',
        unit: 'Física · Unidad 1 · Magnitudes y unidades (según la regional)',
        weight: 3,
      },
      {
        id: 'mecanica.errores-medicion',
        title: 'Mediciones: errores absoluto y relativo, propagación y cifras significativas',
        unit: 'Física · Unidad 1 · Magnitudes y mediciones (según la regional)',
        weight: 1,
      },
      {
        id: 'mecanica.vectores-productos',
        title:
          'Vectores en el espacio: módulo, versor, producto escalar, producto vectorial y ángulo entre vectores',
        unit: 'Física · Unidad 1 · Vectores (según la regional)',
        weight: 3,
      },
      {
        id: 'mecanica.cinematica',
        title: 'Cinemática: MRU, MRUV, caída libre y tiro',
        unit: 'Física · Unidad 2 · Cinemática (según la regional)',
        weight: 8,
      },
      {
        id: 'mecanica.encuentro-graficos',
        title: 'Encuentro de dos móviles y gráficos x(t) y v(t)',
        unit: 'Física · Unidad 2 · Cinemática (según la regional)',
        weight: 6,
      },
      {
        id: 'mecanica.dinamica',
        title: 'Leyes de Newton, rozamiento y plano inclinado',
        unit: 'Física · Unidad 3 · Dinámica (según la regional)',
        weight: 8,
      },
      {
        id: 'mecanica.tension-poleas',
        title: 'Tensión, sistemas de cuerpos vinculados, poleas y máquina de Atwood',
        unit: 'Física · Unidad 3 · Dinámica (según la regional)',
        weight: 5,
      },
      {
        id: 'mecanica.trabajo-energia',
        title: 'Trabajo, energía mecánica, potencia y cantidad de movimiento',
        unit: 'Física · Unidad 4 · Trabajo y energía (según la regional)',
        weight: 7,
      },
      {
        id: 'mecanica.trabajo-plano-inclinado',
        title:
          'Trabajo de varias fuerzas en un plano inclinado: peso, normal, rozamiento y fuerza aplicada; W neto = ΔEc',
        unit: 'Física · Unidad 4 · Trabajo y energía (según la regional)',
        weight: 3,
      },
      {
        id: 'mecanica.estatica',
        title: 'Estática: equilibrio, momento de una fuerza y palancas',
        unit: 'Física · Unidad de estática (en algunas regionales, dentro de Dinámica)',
        weight: 4,
      },
      {
        id: 'mecanica.fuerzas-paralelas',
        title: 'Resultante de fuerzas paralelas y su punto de aplicación: vigas, apoyos y palancas',
        unit: 'Física · Unidad de estática (en algunas regionales, dentro de Dinámica)',
        weight: 3,
      },
      {
        id: 'mecanica.hidrostatica',
        title: 'Hidrostática: presión, principio de Pascal y principio de Arquímedes',
        unit: 'Física · Unidad de fluidos / hidrostática (según la regional)',
        weight: 3,
      },
    ],
  },
  {
    topic: 'termodinamica',
    subtopics: [
      {
        id: 'termodinamica.temperatura-escalas',
        title: 'Temperatura y escalas Celsius, Kelvin y Fahrenheit',
        unit: 'Física · Unidad de calor y temperatura (según la regional)',
        weight: 2,
      },
      {
        id: 'termodinamica.calorimetria',
        title: 'Calor específico, cambios de estado y calorimetría',
        unit: 'Física · Unidad de calor y temperatura (según la regional)',
        weight: 4,
      },
      {
        id: 'termodinamica.dilatacion',
        title: 'Dilatación térmica',
        unit: 'Física · Unidad de calor y temperatura (según la regional)',
        weight: 1,
      },
      {
        id: 'termodinamica.gases-primer-principio',
        title: 'Gases ideales y primer principio de la termodinámica',
        unit: 'Física · Unidad de calor y temperatura (no en todas las regionales)',
        weight: 3,
      },
    ],
  },
  {
    topic: 'ondas',
    subtopics: [
      {
        id: 'ondas.magnitudes-velocidad',
        title: 'Magnitudes de una onda y v = λ·f',
        unit: 'Física · Unidad de ondas (según la regional)',
        weight: 3,
      },
      {
        id: 'ondas.sonido',
        title: 'Sonido: eco, intensidad, decibeles y efecto Doppler',
        unit: 'Física · Unidad de ondas (según la regional)',
        weight: 2,
      },
      {
        id: 'ondas.mas-pendulo',
        title: 'Movimiento armónico simple: resorte y péndulo',
        unit: 'Física · Unidad de ondas (no en todas las regionales)',
        weight: 2,
      },
    ],
  },
  {
    topic: 'electricidad',
    subtopics: [
      {
        id: 'electricidad.carga-campo',
        title: 'Carga, ley de Coulomb, campo y diferencia de potencial',
        unit: 'Física · Unidad de electricidad (según la regional)',
        weight: 3,
      },
      {
        id: 'electricidad.circuitos-ohm',
        title: 'Corriente, ley de Ohm y resistencias en serie, en paralelo y mixtas',
        unit: 'Física · Unidad de electricidad (según la regional)',
        weight: 5,
      },
      {
        id: 'electricidad.potencia-energia',
        title: 'Potencia y energía eléctrica: el kWh',
        unit: 'Física · Unidad de electricidad (según la regional)',
        weight: 3,
      },
      {
        id: 'electricidad.magnetismo',
        title: 'Magnetismo: imanes y efectos magnéticos de la corriente',
        unit: 'Física · Unidad de electricidad (no en todas las regionales)',
        weight: 1,
      },
    ],
  },
  {
    topic: 'optica',
    subtopics: [
      {
        id: 'optica.luz-reflexion',
        title: 'Naturaleza de la luz, reflexión y espejos planos',
        unit: 'Física · Unidad de óptica (según la regional)',
        weight: 2,
      },
      {
        id: 'optica.refraccion',
        title: 'Refracción, ley de Snell y reflexión total',
        unit: 'Física · Unidad de óptica (según la regional)',
        weight: 4,
      },
      {
        id: 'optica.lentes-espejos',
        title: 'Lentes delgadas y espejos esféricos, aumento y dioptrías',
        unit: 'Física · Unidad de óptica (según la regional)',
        weight: 4,
      },
    ],
  },
  {
    topic: 'fisica-moderna',
    subtopics: [
      {
        id: 'fisica-moderna.fotones',
        title: 'El fotón y el efecto fotoeléctrico',
        unit: 'Física · Introducción a la física moderna (no en todas las regionales)',
        weight: 2,
      },
      {
        id: 'fisica-moderna.atomo-espectros',
        title: 'Modelos atómicos y espectros',
        unit: 'Física · Introducción a la física moderna (no en todas las regionales)',
        weight: 1,
      },
      {
        id: 'fisica-moderna.nucleo',
        title: 'Radiactividad, vida media y E = m·c²',
        unit: 'Física · Introducción a la física moderna (no en todas las regionales)',
        weight: 1,
      },
      {
        id: 'fisica-moderna.relatividad',
        title: 'Relatividad especial: dilatación del tiempo',
        unit: 'Física · Introducción a la física moderna (no en todas las regionales)',
        weight: 1,
      },
    ],
  },
];
