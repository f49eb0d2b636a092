/** The families of solvers, in the engine's order: one module each in Lambda (ADR 0095). */
export const familyNames = [
  'chemistry',
  'circuits-fluids-heat',
  'ropes-and-bodies',
  'forces',
  'statics',
  'energy',
  'turns-sound-units',
  'meetings',
  'motion',
  'measurement',
  'geometry',
  'functions',
  'math',
] as const;

export type FamilyName = (typeof familyNames)[number];
