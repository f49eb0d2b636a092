import type { SubjectSyllabus } from '../../schema.ts';

export const syllabus: SubjectSyllabus = {
  id: 'fisica',
  name: 'Física',
  description:
    'Física introductoria para el Seminario Universitario de la UTN: magnitudes y unidades, mecánica, calor, ondas, electricidad, óptica y una primera mirada a la física moderna. Cada tema combina teoría breve, ejemplos resueltos paso a paso y ejercicios como los del examen de ingreso, siempre en unidades del SI y con g = 9,8 m/s² salvo que el enunciado diga otra cosa.',
  topics: [
    {
      id: 'mecanica',
      title: 'Mecánica',
      description:
        'Unidades del SI, conversiones (también pulgadas, pies, dm, dam y litros), notación científica y análisis dimensional; vectores en el plano y en el espacio, con producto escalar y vectorial; cinemática del MRU, MRUV, caída libre y tiro oblicuo; leyes de Newton con peso, normal, rozamiento y plano inclinado; trabajo de cada fuerza, energía, potencia y cantidad de movimiento; fuerzas paralelas, momentos y equilibrio.',
      outline: [
        'Magnitudes y unidades: conversiones, notación científica y análisis dimensional',
        'Vectores en el plano y en el espacio: producto escalar y producto vectorial',
        'Cinemática: MRU, MRUV y encuentros',
        'Caída libre, tiro vertical y tiro oblicuo',
        'Dinámica: leyes de Newton, rozamiento, plano inclinado y ascensores',
        'Trabajo de cada fuerza, energía mecánica y potencia',
        'Cantidad de movimiento, impulso y choques',
        'Estática: fuerzas paralelas, momentos y palancas',
      ],
    },
    {
      id: 'termodinamica',
      title: 'Termodinámica',
      description:
        'Temperatura y escalas termométricas, calor y calor específico, cambios de estado y calor latente, calorimetría y equilibrio térmico, dilatación térmica, gases ideales y primer principio de la termodinámica.',
      outline: [
        'Temperatura y escalas Celsius, Kelvin y Fahrenheit',
        'Calor, calor específico y capacidad calorífica',
        'Cambios de estado y calor latente',
        'Calorimetría y equilibrio térmico',
        'Dilatación térmica',
        'Gases ideales: ecuación de estado',
        'Primer principio de la termodinámica',
      ],
    },
    {
      id: 'ondas',
      title: 'Ondas y sonido',
      description:
        'Magnitudes de una onda (amplitud, período, frecuencia, longitud de onda y velocidad), la relación v = λ·f, el sonido y su intensidad en decibeles, reflexión y refracción de ondas, efecto Doppler, movimiento armónico simple y péndulo.',
      outline: [
        'Tipos de ondas y sus magnitudes',
        'Velocidad de propagación: v = λ·f',
        'Sonido: velocidad, eco, intensidad y decibeles',
        'Reflexión y refracción de ondas',
        'Efecto Doppler',
        'Movimiento armónico simple: resorte y péndulo',
      ],
    },
    {
      id: 'electricidad',
      title: 'Electricidad',
      description:
        'Carga eléctrica y ley de Coulomb, campo eléctrico y diferencia de potencial, corriente y ley de Ohm, resistencias en serie y en paralelo, potencia y energía eléctrica (kWh) y una introducción cualitativa al magnetismo.',
      outline: [
        'Carga eléctrica y ley de Coulomb',
        'Campo eléctrico y diferencia de potencial',
        'Corriente eléctrica y ley de Ohm',
        'Resistencias en serie, en paralelo y circuitos mixtos',
        'Potencia y energía eléctrica: el kWh',
        'Magnetismo: imanes y efectos magnéticos de la corriente',
      ],
    },
    {
      id: 'optica',
      title: 'Óptica',
      description:
        'Naturaleza y velocidad de la luz, reflexión y espejos planos, refracción e índice de refracción, ley de Snell y reflexión total interna, espejos esféricos y lentes delgadas con la ecuación de Gauss, aumento y potencia en dioptrías.',
      outline: [
        'Naturaleza de la luz y velocidad de propagación',
        'Reflexión y espejos planos',
        'Refracción, índice de refracción y ley de Snell',
        'Reflexión total interna y ángulo límite',
        'Lentes delgadas y espejos esféricos: 1/f = 1/p + 1/q',
        'Aumento y potencia óptica (dioptrías)',
      ],
    },
    {
      id: 'fisica-moderna',
      title: 'Física moderna',
      description:
        'Las ideas que cambiaron la física en el siglo XX: el fotón y su energía E = h·f, el efecto fotoeléctrico, los modelos atómicos y los espectros, la equivalencia masa-energía, la radiactividad con su vida media y la dilatación del tiempo en la relatividad especial.',
      outline: [
        'El fotón: energía E = h·f',
        'Efecto fotoeléctrico',
        'Modelos atómicos y espectros',
        'Equivalencia masa-energía: E = m·c²',
        'Radiactividad y vida media',
        'Relatividad especial: dilatación del tiempo',
      ],
    },
  ],
};
