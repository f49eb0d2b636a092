/** The families of solvers, in the engine's order: one module each in Lambda (ADR 0095). */
export const familyNames = [
  'chemistry-names',
  'chemistry',
  'gases',
  'modern-physics',
  'optics',
  'electricity',
  'fluids-heat',
  'ropes-and-bodies',
  'forces',
  'statics',
  'power',
  'energy',
  'turns-sound-units',
  'meetings',
  'throws',
  'motion',
  'measurement',
  'figures',
  'geometry',
  'complex-lines-vectors',
  'functions',
  'polynomials',
  'word-problems',
  'inequalities',
  'math',
] as const;

export type FamilyName = (typeof familyNames)[number];

/** The families of mathematics, whose methods answer no statement with physical units. */
export const mathematicsFamilies = [
  'figures',
  'geometry',
  'complex-lines-vectors',
  'functions',
  'polynomials',
  'word-problems',
  'inequalities',
  'math',
] as const satisfies readonly FamilyName[];

/**
 * What each family solves, as the tool's description tells the model (ADR 0103): a few words a family,
 * so that the description, sent with every call, does not grow with every solver.
 */
export const familyTopics: Readonly<Record<FamilyName, string>> = {
  'chemistry-names':
    'chemistry: atoms and ions, the periodic table, pH, oxidation numbers, formulas, nomenclature',
  chemistry: 'chemistry: moles, solutions, stoichiometry, heat of reaction',
  gases: 'ideal gases',
  'modern-physics': 'modern physics (photons, photoelectric effect, E = mc², half-life, time dilation)',
  optics: 'optics (mirrors, refraction, critical angle, lenses and dioptres, light in a medium)',
  electricity: 'charges, circuits, electric energy',
  'fluids-heat': 'density, hydrostatics, heat',
  'ropes-and-bodies': 'ropes, elevators, bodies on inclines',
  forces: "Newton's laws, pulleys",
  statics: 'statics and moments',
  power: 'power and efficiency',
  energy: 'work, energy, momentum',
  'turns-sound-units': 'circular motion, waves, dimensions',
  meetings: 'meetings and chases',
  throws: 'vertical, horizontal and oblique throws, releases from a moving platform',
  motion: 'kinematics, falls, motions in stages',
  measurement: 'units, significant figures, scientific notation',
  figures: 'plane figures, polygons, solids',
  geometry: 'triangles, trigonometry, similarity',
  'complex-lines-vectors': 'complex numbers, vectors, lines and points, systems with a parameter',
  functions: 'functions, quadratics',
  polynomials: 'polynomials, exponential and logarithmic equations',
  'word-problems': 'word problems (percentages, proportions, ages, numbers, mixtures, rates of work)',
  inequalities: 'inequalities and absolute values',
  math: 'arithmetic and algebra (equations, systems, inequalities, roots, factoring, fractions)',
};
