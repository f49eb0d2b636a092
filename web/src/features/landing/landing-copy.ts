import { formatArs, plans } from '../../../../shared/domain/subscription-plans.ts';

export interface Feature {
  title: string;
  text: string;
  icon: 'timer' | 'chat' | 'steps' | 'play' | 'chart' | 'book';
}

const features: Feature[] = [
  {
    icon: 'timer',
    title: 'Simuladores ilimitados',
    text: 'Rendí exámenes de práctica con tiempo, como el día del ingreso. Elegí materia, temas, dificultad y cantidad de preguntas, todas las veces que quieras.',
  },
  {
    icon: 'chat',
    title: 'Tutor con IA a toda hora',
    text: '¿Te trabaste con un ejercicio a la medianoche? Preguntale al tutor y te lo explica paso a paso, sin esperar a la próxima clase.',
  },
  {
    icon: 'steps',
    title: 'Más de 400 ejercicios resueltos',
    text: 'Matemática, física y química con la explicación completa: cada paso, el resultado y en qué fijarte para no equivocarte.',
  },
  {
    icon: 'play',
    title: 'Mini clases cortas y claras',
    text: 'Repasá cada tema del temario en pocos minutos, con ejemplos, antes de ponerte a practicar.',
  },
  {
    icon: 'chart',
    title: 'Estadísticas y ranking nacional',
    text: 'Mirá tu precisión por materia y por tema, descubrí tus puntos débiles y compará tu avance con aspirantes de todo el país.',
  },
  {
    icon: 'book',
    title: 'Cuadernillos para descargar',
    text: 'Llevate el material de matemática, física y química en PDF para estudiar sin conexión o imprimirlo.',
  },
];

export interface ComparisonRow {
  topic: string;
  traditional: string;
  ingresa: string;
}

const comparison: ComparisonRow[] = [
  {
    topic: 'Horarios',
    traditional: 'Clases en días y horas fijas',
    ingresa: 'Estudiás cuando y donde quieras',
  },
  {
    topic: 'Dudas',
    traditional: 'Esperás a la próxima clase para preguntar',
    ingresa: 'El tutor con IA te responde al instante, a cualquier hora',
  },
  {
    topic: 'Práctica de examen',
    traditional: 'Uno o dos simulacros en todo el curso',
    ingresa: 'Simuladores ilimitados con el formato del ingreso',
  },
  {
    topic: 'Seguimiento',
    traditional: 'Te enterás de cómo venís recién en el parcial',
    ingresa: 'Estadísticas por tema desde el primer ejercicio',
  },
  {
    topic: 'Material',
    traditional: 'Fotocopias y apuntes sueltos',
    ingresa: '400+ ejercicios resueltos, mini clases y cuadernillos en PDF',
  },
  {
    topic: 'Costo',
    traditional: 'Cuotas mensuales y viajes',
    ingresa: `Desde ${formatArs(plans.weekly.priceArs)} por semana, cancelás cuando quieras`,
  },
];

export interface Question {
  question: string;
  answer: string;
}

export const faq: Question[] = [
  {
    question: '¿Cómo es el examen de ingreso a la UTN?',
    answer:
      'Son 60 preguntas de opción múltiple que se resuelven en 3 horas, y se aprueba con 4 de 10. Por eso en Ingresá practicás con simuladores que respetan ese formato y ese tiempo.',
  },
  {
    question: '¿Qué materias y temas cubre Ingresá?',
    answer:
      'Matemática, física y química, con seis temas cada una: del álgebra y las funciones a la mecánica, la electricidad, la estequiometría y las soluciones. Cada tema tiene su temario, mini clases y ejercicios resueltos.',
  },
  {
    question: '¿Cómo funciona el tutor con IA?',
    answer:
      'Le escribís tu duda como se la contarías a un profe y te responde con una explicación paso a paso, basada en el mismo material de Ingresá. Está disponible las 24 horas, todos los días.',
  },
  {
    question: '¿Cuánto cuesta y cómo pago?',
    answer: `El ${plans.annual.name} cuesta ${formatArs(plans.annual.priceArs)} por año y el ${plans.weekly.name} ${formatArs(plans.weekly.priceArs)} por semana. Pagás con Mercado Pago y los dos planes incluyen todo.`,
  },
  {
    question: '¿Puedo cancelar cuando quiera?',
    answer:
      'Sí. Cancelás desde tu cuenta en un clic, no se te vuelve a cobrar y seguís estudiando hasta que termine el período que ya pagaste.',
  },
  {
    question: '¿Cómo entro a mi cuenta?',
    answer:
      'Con tu email y un código de 6 dígitos que te mandamos en el momento. No hay contraseñas para recordar.',
  },
];

/** Everything the landing embeds for hydration (landing-data.ts). */
export const landingCopy = { features, comparison, faq };
