export const subjectIds = ['matematicas', 'fisica', 'quimica'] as const;
export type SubjectId = (typeof subjectIds)[number];

export const difficulties = ['facil', 'medio', 'dificil'] as const;
export type Difficulty = (typeof difficulties)[number];

export const topicsBySubject = {
  matematicas: ['algebra-basica', 'ecuaciones', 'funciones', 'geometria', 'trigonometria', 'estadistica'],
  fisica: ['mecanica', 'termodinamica', 'ondas', 'electricidad', 'optica', 'fisica-moderna'],
  quimica: [
    'estructura-atomica',
    'estequiometria',
    'soluciones',
    'acidos-bases',
    'electroquimica',
    'termodinamica-quimica',
  ],
} as const satisfies Record<SubjectId, readonly string[]>;

export type TopicId = (typeof topicsBySubject)[SubjectId][number];
// A pure call: the entity modules bring this file into every bundle, which keeps it only where it is read.
export const allTopicIds: readonly TopicId[] = /* @__PURE__ */ subjectIds.flatMap((s) => topicsBySubject[s]);

export const subjectNames: Record<SubjectId, string> = {
  matematicas: 'Matemática',
  fisica: 'Física',
  quimica: 'Química',
};

/** How a subject the student's faculty does not examine is marked (exam-target.ts): still open to study. */
export const NOT_EXAMINED_LABEL = 'No la toma tu facultad';

export const topicTitles: Record<TopicId, string> = {
  'algebra-basica': 'Álgebra básica',
  ecuaciones: 'Ecuaciones y sistemas',
  funciones: 'Funciones',
  geometria: 'Geometría',
  trigonometria: 'Trigonometría',
  estadistica: 'Estadística y probabilidad',
  mecanica: 'Mecánica',
  termodinamica: 'Termodinámica',
  ondas: 'Ondas y sonido',
  electricidad: 'Electricidad',
  optica: 'Óptica',
  'fisica-moderna': 'Física moderna',
  'estructura-atomica': 'Estructura atómica',
  estequiometria: 'Estequiometría',
  soluciones: 'Soluciones',
  'acidos-bases': 'Ácidos y bases',
  electroquimica: 'Electroquímica',
  'termodinamica-quimica': 'Termodinámica química',
};

export function isSubjectId(id: string): id is SubjectId {
  return subjectIds.some((own) => own === id);
}

export function isTopicOf(subject: SubjectId, topic: string): topic is TopicId {
  return topicsBySubject[subject].some((own) => own === topic);
}
