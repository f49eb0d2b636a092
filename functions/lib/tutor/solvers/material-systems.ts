/**
 * Material systems as the course describes them: the phases and components of a system made of everyday
 * materials (water, ice, dissolved salt or sugar, sand, iron filings, oil…), and which properties are
 * intensive or extensive. Each reading knows every word of the description or declines: a material it
 * does not know could be one more phase or component.
 */
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { optionLines, provenOption } from './option-lines.ts';
import { workedReply } from './reply.ts';

// Phases and components ---------------------------------------------------------------------------

type Kind = 'water' | 'ice' | 'steam' | 'solute' | 'solid' | 'immiscible' | 'miscible';

interface Material {
  /** The component it is made of, as the reply names it. */
  component: string;
  kind: Kind;
}

/** Materials by their folded words, longest first when read. */
const MATERIALS: readonly (readonly [RegExp, Material])[] = [
  [/\bvapor de agua\b/, { component: 'agua', kind: 'steam' }],
  [/\b(?:cubitos? de hielo|trozos? de hielo|hielo)\b/, { component: 'agua', kind: 'ice' }],
  [/\bagua(?: liquida| destilada)?\b/, { component: 'agua', kind: 'water' }],
  [/\bsal(?: de mesa| comun)?\b/, { component: 'sal (cloruro de sodio)', kind: 'solute' }],
  [/\bazucar\b/, { component: 'azúcar', kind: 'solute' }],
  [/\barena\b/, { component: 'arena', kind: 'solid' }],
  [/\blimaduras? de hierro\b|\bclavos? de hierro\b/, { component: 'hierro', kind: 'solid' }],
  [/\b(?:piedras?|piedritas|canto rodado)\b/, { component: 'piedras', kind: 'solid' }],
  [/\btrozos? de corcho\b|\bcorcho\b/, { component: 'corcho', kind: 'solid' }],
  [/\baceite\b/, { component: 'aceite', kind: 'immiscible' }],
  [/\bmercurio\b/, { component: 'mercurio', kind: 'immiscible' }],
  [/\balcohol(?: etilico)?\b/, { component: 'alcohol', kind: 'miscible' }],
];

/** Words of a description that name no material: quantities, places, states, the question. */
const FILLER = new Set(
  (
    'un una unos unas uno el la los las lo de del al a en con sin y e o ni se que su sus hay tiene tienen contiene contienen ' +
    'dentro frasco vaso recipiente botella jarra cerrado cerrada abierto abierta tapado tapada ' +
    'poco poca pocos pocas algo cantidad cierta ciertas cierto exceso dos tres cuatro cinco varios varias ' +
    'liquida liquido totalmente completamente disuelta disuelto disueltas disolvio disolvieron disuelve ' +
    'flotando flotan flota depositada depositadas depositado depositados fondo superficie mesa comun ' +
    'sistema siguiente siguientes indique indica indicar senale marque opcion correcta respecto este ese esta ' +
    'tener cuenta considerar considerando teniendo aire vapor formado formada compuesto compuesta por ' +
    'fases fase componentes componente cuantas cuantos cual cuales es son numero material mezcla ' +
    'presenta presentan punado cubos cubo hierro limaduras cubitos cubito trozos trozo hielo agua sal azucar arena aceite mercurio alcohol etilico piedras piedra piedritas canto rodado corcho clavos clavo destilada'
  ).split(' '),
);

const SHOWN: Readonly<Record<Kind, (component: string) => string>> = {
  water: () => 'agua líquida',
  ice: () => 'hielo',
  steam: () => 'vapor de agua',
  solute: (c) => `${c} disuelta`,
  solid: (c) => c,
  immiscible: (c) => c,
  miscible: (c) => c,
};

const SOLID_NAMES: Readonly<Record<string, string>> = {
  arena: 'la arena',
  hierro: 'el hierro',
  piedras: 'las piedras',
  corcho: 'el corcho',
};

interface SystemReading {
  materials: { words: string; material: Material }[];
  phases: string[];
  components: string[];
}

/** «aire, que se considera formado solo por nitrógeno y oxígeno»: a gas phase of two components. */
const AIR_OF_TWO =
  /\baire\s+(?:que\s+se\s+considera\s+|considerado\s+)?(?:formado|compuesto|constituido)\s+(?:solo\s+|solamente\s+|unicamente\s+)?(?:por|de)\s+(?:el\s+)?(nitrogeno|oxigeno)\s+y\s+(?:el\s+)?(nitrogeno|oxigeno)\b/;

function readSystem(statement: string): SystemReading | undefined {
  let folded = foldText(statement)
    .replace(/^\s*\d+\s*[).-]\s*/, '')
    .replace(/[¿?¡!.,;:()«»"]/g, ' ')
    .replace(/\s+/g, ' ')
    // «(sílice)» names the sand; «Desprecie los gases disueltos en el agua» leaves out what adds no phase.
    .replace(/\barena silice\b/, 'arena')
    .replace(/\b(?:desprecie|despreciando|sin considerar) los gases disueltos en el agua\b/, ' ');
  // «vapor de agua en el espacio libre (no hay aire)»: the steam is the one gas phase.
  const steamAlone = /\bvapor de agua\b/.test(folded) && /\b(?:no hay aire|sin aire)\b/.test(folded);
  if (steamAlone)
    folded = folded.replace(/\b(?:no hay aire|sin aire)\b/, ' ').replace(/\ben el espacio libre\b/, ' ');
  const air = AIR_OF_TWO.exec(folded);
  const airOfTwo = air !== null && air[1] !== air[2];
  if (air && airOfTwo) folded = folded.replace(AIR_OF_TWO, ' ');
  else if (air) return undefined;
  // The air and the steam count unless the statement leaves them out.
  const leavesOutAir =
    /\b(?:sin (?:tener en cuenta|considerar)|no (?:tenga|tener|considere|considerar)[^.]*cuenta|despreci\w*)\b[^.]*\baire\b/.test(
      folded,
    );
  const words = folded.split(/\s+/).filter(Boolean);
  if (words.some((word) => !FILLER.has(word))) return undefined;
  let rest = folded;
  if (leavesOutAir)
    rest = rest.replace(
      /\b(?:sin (?:tener en cuenta|considerar)|no \w+ en cuenta)\b.*?\baire\b(?: ni (?:el )?vapor)?/,
      ' ',
    );
  // A closed container with air not left out, or steam, or air named: not read (the gas is one more phase).
  if (
    /\baire\b/.test(rest) ||
    (/\bvapor\b/.test(rest) && !steamAlone) ||
    (/\bcerrad|\btapad/.test(folded) && !leavesOutAir && !airOfTwo && !steamAlone)
  )
    return undefined;
  const materials: SystemReading['materials'] = [];
  for (const [pattern, material] of MATERIALS) {
    const found = pattern.exec(rest);
    if (!found) continue;
    materials.push({ words: found[0], material });
    rest = rest.replace(new RegExp(pattern.source, 'g'), ' ');
  }
  if (materials.length < 2) return undefined;
  const has = (kind: Kind) => materials.some((m) => m.material.kind === kind);
  const liquid = has('water') || has('miscible');
  // A solute is dissolved only when the statement says so, and only if there is water to hold it.
  const dissolvedSaid = /disuel|disolv/.test(folded);
  const undissolvedSaid =
    /sin disolver|no disuelt|exceso|depositad\w* (?:de )?(?:sal|azucar)|(?:sal|azucar)[^,.;]* depositad/.test(
      foldText(statement),
    );
  if (has('solute') && (!has('water') || !dissolvedSaid || undissolvedSaid)) return undefined;
  if (has('steam') && !steamAlone) return undefined;
  const phases: string[] = [];
  if (liquid) {
    const inside = materials
      .filter((m) => ['water', 'miscible', 'solute'].includes(m.material.kind))
      .map((m) => m.material.component);
    phases.push(`la fase líquida (${inside.join(' + ')})`);
  }
  for (const m of materials) {
    if (m.material.kind === 'ice') phases.push('el hielo (todos los cubitos forman una sola fase)');
    if (m.material.kind === 'solid')
      phases.push(`${SOLID_NAMES[m.material.component]} (sólido que no se disuelve)`);
    if (m.material.kind === 'immiscible')
      phases.push(`el ${m.material.component} (líquido que no se mezcla con el agua)`);
  }
  if (has('immiscible') && !liquid) return undefined;
  const components = [...new Set(materials.map((m) => m.material.component))];
  if (steamAlone) phases.push('el vapor de agua (la fase gaseosa)');
  if (airOfTwo) {
    phases.push('el aire (los gases se mezclan en una sola fase)');
    components.push('nitrógeno', 'oxígeno');
  }
  return { materials, phases, components };
}

const PHASES_AND_COMPONENTS = /(\d+)\s+fases?\s+y\s+(\d+)\s+componentes?/;

function phasesAndComponents(problem: string): SolverReply | undefined {
  const read = optionLines(problem);
  const statement = read?.statement ?? problem;
  const folded = foldText(statement);
  // Alone, the question asks both counts; with options, every option gives both.
  if (read) {
    if (!read.options.every((o) => o.none || PHASES_AND_COMPONENTS.test(foldText(o.text)))) return undefined;
  } else if (!/cuant[ao]s fases/.test(folded) || !/cuant[ao]s componentes/.test(folded)) {
    return undefined;
  }
  const system = readSystem(statement);
  if (!system) return undefined;
  const phases = system.phases.length;
  const components = system.components.length;
  const kinds = new Set(system.materials.map((m) => m.material.kind));
  const hasIce = kinds.has('ice');
  const hasWater = kinds.has('water');
  const hasSolute = kinds.has('solute');
  let named: { label: string; text: string } | undefined;
  if (read) {
    named = provenOption(read.options, (option) => {
      const found = PHASES_AND_COMPONENTS.exec(foldText(option.text));
      if (!found) return undefined;
      return Number(found[1]) === phases && Number(found[2]) === components;
    });
    if (!named) return undefined;
  }
  return {
    text: workedReply({
      title: 'Sistemas materiales: fases y componentes',
      data: system.materials.map((m) => SHOWN[m.material.kind](m.material.component)).join(', '),
      steps: [
        'Una fase es cada porción del sistema con las mismas propiedades intensivas, separada de las otras por una superficie visible; un componente es cada sustancia distinta.',
        `Fases: ${system.phases.join('; ')}. Son ${phases}.`,
        `Componentes: ${system.components.join(', ')}. Son ${components}${hasIce && hasWater ? ': el hielo y el agua líquida son la misma sustancia' : ''}${hasSolute ? '; lo disuelto no forma una fase aparte' : ''}.`,
      ],
      answer: named
        ? `**${named.label}) ${named.text}**`
        : `**El sistema tiene ${phases} fases y ${components} componentes**`,
      closing: hasIce
        ? '¿Cuántas fases tendría si se derritiera todo el hielo?'
        : '¿Con qué método separarías cada fase de las otras?',
    }),
    certain: true,
    ...(named && { option: named.label }),
  };
}

// Intensive and extensive properties -------------------------------------------------------------

const INTENSIVE = [
  'densidad',
  'temperatura',
  'temperatura de ebullicion',
  'temperatura de fusion',
  'punto de ebullicion',
  'punto de fusion',
  'color',
  'olor',
  'sabor',
  'brillo',
  'calor especifico',
  'dureza',
  'solubilidad',
  'indice de refraccion',
  'viscosidad',
  'concentracion',
  'peso especifico',
  'conductividad electrica',
  'conductividad termica',
];
const EXTENSIVE = [
  'masa',
  'volumen',
  'peso',
  'longitud',
  'superficie',
  'area',
  'energia',
  'calor absorbido',
  'calor cedido',
  'capacidad calorifica',
  'cantidad de sustancia',
  'numero de moles',
];

/** «masa, volumen y densidad»: each property of an option, intensive (true) or extensive (false). */
function propertiesOf(text: string): boolean[] | undefined {
  const names = foldText(text)
    // «la cantidad de calor que absorbe al calentarse de 20 °C a 50 °C»: a heat exchanged, extensive.
    .replace(
      /\b(?:(?:la )?cantidad de )?calor que (?:absorbe|cede|libera|recibe|intercambia)\b[^,]*?(?=\s*,|\s+y\s+(?:la|el|las|los)\s|$)/,
      'calor absorbido',
    )
    .replace(/^(?:la|el|las|los)\s+/, '')
    .replace(/[.\s]+$/, '')
    .split(/\s*,\s*|\s+y\s+|\s+e\s+/)
    .map((name) => name.replace(/^(?:la|el|las|los)\s+/, '').trim());
  const kinds = names.map((name) =>
    INTENSIVE.includes(name) ? true : EXTENSIVE.includes(name) ? false : undefined,
  );
  return kinds.some((k) => k === undefined) ? undefined : (kinds as boolean[]);
}

function intensiveProperties(problem: string): SolverReply | undefined {
  const read = optionLines(problem);
  if (!read) return undefined;
  const folded = foldText(read.statement);
  const intensive = /\bintensiv/.test(folded);
  const extensive = /\bextensiv/.test(folded);
  if (
    intensive === extensive ||
    /\bno (?:es|son) (?:una )?(?:propiedad(?:es)? )?(?:intensiv|extensiv)/.test(folded)
  ) {
    return undefined;
  }
  const all = /\btodas\b/.test(folded);
  const kinds = new Map(read.options.filter((o) => !o.none).map((o) => [o.label, propertiesOf(o.text)]));
  if ([...kinds.values()].some((k) => k === undefined)) return undefined;
  // Several properties in an option need «todas»; one property an option needs no such word.
  const several = [...kinds.values()].some((k) => (k?.length ?? 0) > 1);
  if (several && !all) return undefined;
  const named = provenOption(read.options, (option) =>
    kinds.get(option.label)?.every((k) => k === intensive),
  );
  if (!named) return undefined;
  const word = intensive ? 'intensiva' : 'extensiva';
  return {
    text: workedReply({
      title: 'Propiedades intensivas y extensivas',
      data: `se busca ${several ? 'el grupo de propiedades todas' : 'la propiedad'} ${word}${several ? 's' : ''}`,
      steps: [
        'Extensivas: dependen de la cantidad de materia (masa, volumen, peso, longitud, energía). Intensivas: no dependen de la cantidad (densidad, temperatura, puntos de fusión y ebullición, color, calor específico).',
        ...read.options
          .filter((o) => !o.none)
          .map(
            (o) =>
              `${o.label}) ${o.text}: ${(kinds.get(o.label) ?? []).map((k) => (k ? 'intensiva' : 'extensiva')).join(', ')}.`,
          ),
      ],
      answer: `**${named.label}) ${named.text}**`,
      closing: '¿Por qué la densidad no cambia si partís un trozo de hierro por la mitad?',
    }),
    certain: true,
    option: named.label,
  };
}

// Separation methods ------------------------------------------------------------------------------

type Operation =
  | 'disolución'
  | 'filtración'
  | 'evaporación'
  | 'decantación'
  | 'destilación'
  | 'imantación'
  | 'tamización'
  | 'centrifugación'
  | 'sublimación';

/** The operations an option's procedure names, by their verbs and nouns. */
const OPERATION_WORDS: readonly (readonly [RegExp, Operation])[] = [
  [/\b(?:agreg\w*|añad\w*|anad\w*|agrega\w*) agua|disolv\w*|disolucion/, 'disolución'],
  [/filtr/, 'filtración'],
  [/evapor|cristaliz/, 'evaporación'],
  [/decant/, 'decantación'],
  [/destil/, 'destilación'],
  [/\biman|imant|magnet/, 'imantación'],
  [/tamiz/, 'tamización'],
  [/centrifug/, 'centrifugación'],
  [/sublim/, 'sublimación'],
];

/** Words a procedure option may use besides its operations: any other word could be a step not read. */
const PROCEDURE_WORDS = new Set(
  (
    'a al la el los las lo un una unos unas de del y e o con en por luego despues primero finalmente se ' +
    'mezcla seca seco solido solidos liquido liquidos filtrado filtrada resultante obtenido obtenida restante ' +
    'hacer realizar aplicar usar utilizar mediante metodo una agua iman fraccionada simple ' +
    'agregar agregando agregarle anadir disolver disolverla disolverlo disolucion filtrar filtrarla filtrarlo filtracion ' +
    'evaporar evaporacion evaporarlo evaporarla cristalizar cristalizacion decantar decantacion destilar destilacion ' +
    'tamizar tamizacion tamizarla imantar imantacion centrifugar centrifugacion sublimar sublimacion calentar ' +
    'acercar pasar recoger separar embudo papel filtro ampolla destilado destilada ultimo'
  ).split(' '),
);

function operationsOf(text: string): Set<Operation> {
  const folded = foldText(text);
  return new Set(OPERATION_WORDS.filter(([pattern]) => pattern.test(folded)).map(([, op]) => op));
}

/** A mixture of two of the known materials and the one procedure the course teaches for it. */
function expectedProcedure(
  folded: string,
): { operations: Operation[]; why: string; components: string[]; ordered?: boolean } | undefined {
  const found = MATERIALS.filter(([pattern]) => pattern.test(folded)).map(([, material]) => material);
  const kinds = new Set(found.map((m) => m.kind));
  const components = new Set(found.map((m) => m.component));
  const has = (kind: Kind) => kinds.has(kind);
  const procedure = (operations: Operation[], why: string, ordered?: boolean) => ({
    operations,
    why,
    components: [...components],
    ...(ordered && { ordered }),
  });
  // «limaduras de hierro, sal de mesa y arena»: the magnet first, then the salt's dissolving, in order.
  if (
    components.size === 3 &&
    components.has('hierro') &&
    components.has('arena') &&
    has('solute') &&
    !has('water')
  ) {
    return procedure(
      ['imantación', 'disolución', 'filtración', 'evaporación'],
      'Primero un imán retira el hierro; al resto se le agrega agua, que disuelve la sal y no la arena: se filtra (la arena queda en el filtro) y se evapora el filtrado para recuperar la sal.',
      true,
    );
  }
  if (components.size !== 2) return undefined;
  if (has('solute') && has('solid') && !has('water')) {
    return procedure(
      ['disolución', 'filtración', 'evaporación'],
      'La sal (o el azúcar) se disuelve en agua y la arena no: se agrega agua, se filtra (la arena queda en el filtro) y se evapora el líquido filtrado para recuperar el sólido disuelto.',
    );
  }
  if (has('water') && has('immiscible')) {
    return procedure(
      ['decantación'],
      'Son dos líquidos que no se mezclan y tienen distinta densidad: se separan por decantación (ampolla de decantación).',
    );
  }
  if (has('water') && has('miscible')) {
    return procedure(
      ['destilación'],
      'Son dos líquidos miscibles con distinto punto de ebullición: se separan por destilación (fraccionada).',
    );
  }
  if (
    components.has('hierro') &&
    has('solid') &&
    !has('water') &&
    found.filter((m) => m.kind === 'solid').length === 2
  ) {
    return procedure(
      ['imantación'],
      'El hierro es atraído por un imán y el otro sólido no: se separan por imantación.',
    );
  }
  return undefined;
}

function separationAmongOptions(problem: string): SolverReply | undefined {
  const read = optionLines(problem);
  if (!read) return undefined;
  const folded = foldText(read.statement);
  if (
    !/separa|recuperar|metodo|procedimiento|tecnica/.test(folded) ||
    /\d/.test(folded.replace(/^\s*\d+\s*[).-]\s*/, ''))
  ) {
    return undefined;
  }
  const expected = expectedProcedure(folded);
  if (!expected) return undefined;
  const want = new Set(expected.operations);
  const named = provenOption(read.options, (option) => {
    const ops = operationsOf(option.text);
    const words = foldText(option.text)
      .split(/[^a-z]+/)
      .filter(Boolean);
    if (ops.size === 0 || words.some((word) => !PROCEDURE_WORDS.has(word))) return undefined;
    const same = ops.size === want.size && [...ops].every((op) => want.has(op));
    // The same steps in another order may or may not separate: not weighed.
    if (same && expected.ordered) {
      const folded = foldText(option.text);
      const at = expected.operations.map((op) =>
        folded.search(OPERATION_WORDS.find(([, named]) => named === op)?.[0] ?? /$^/),
      );
      if (at.some((position, i) => i > 0 && position < (at[i - 1] ?? 0))) return undefined;
    }
    return same;
  });
  if (!named) return undefined;
  return {
    text: workedReply({
      title: 'Métodos de separación',
      data: `mezcla de ${expected.components.join(' y ')}`,
      steps: [
        expected.why,
        ...read.options
          .filter((o) => !o.none)
          .map(
            (o) =>
              `${o.label}) ${[...operationsOf(o.text)].join(', ')}: ${o === named ? 'es el procedimiento' : 'no separa las dos sustancias así'}.`,
          ),
      ],
      answer: `**${named.label}) ${named.text}**`,
      closing: '¿Qué propiedad de cada componente aprovecha cada paso?',
    }),
    certain: true,
    option: named.label,
  };
}

// Changes of state -----------------------------------------------------------------------------------

type State = 'sólido' | 'líquido' | 'gas';

/** Each change of state by its names, folded, as [from, to]. */
const CHANGES: Readonly<Record<string, readonly [State, State]>> = {
  fusion: ['sólido', 'líquido'],
  solidificacion: ['líquido', 'sólido'],
  vaporizacion: ['líquido', 'gas'],
  evaporacion: ['líquido', 'gas'],
  ebullicion: ['líquido', 'gas'],
  condensacion: ['gas', 'líquido'],
  licuacion: ['gas', 'líquido'],
  licuefaccion: ['gas', 'líquido'],
  sublimacion: ['sólido', 'gas'],
  'sublimacion inversa': ['gas', 'sólido'],
  'sublimacion regresiva': ['gas', 'sólido'],
  deposicion: ['gas', 'sólido'],
};

const stateOf = (word: string): State =>
  word.startsWith('sol') ? 'sólido' : word.startsWith('liq') ? 'líquido' : 'gas';

const STATE = '(solido|liquido|gaseoso|gas|vapor)';
/** «el sólido pasa directamente a vapor», «el vapor del aire pasa al estado sólido», «pasa de líquido a gas». */
const PASSAGES = [
  new RegExp(
    `\\b${STATE}(?:\\s+[a-z]+){0,4}?\\s+(?:pasa|se transforma|se convierte|cambia)\\s+(?:directamente\\s+)?(?:a|al)\\s+(?:estado\\s+)?${STATE}\\b`,
    'g',
  ),
  new RegExp(
    `\\bpas(?:a|aje|an|ar)\\s+(?:directamente\\s+)?del?\\s+(?:estado\\s+)?${STATE}\\s+(?:directamente\\s+)?al?\\s+(?:estado\\s+)?${STATE}\\b`,
    'g',
  ),
];

/**
 * «El sólido pasa directamente a vapor: ¿cómo se llama ese cambio de estado?»: the option whose name is
 * that passage. Every option must be a change's name, and the statement must state one passage only.
 */
function changeOfStateAmongOptions(problem: string): SolverReply | undefined {
  const read = optionLines(problem);
  if (!read) return undefined;
  const folded = foldText(read.statement);
  if (!/como se llama|que nombre|se denomina|se conoce como|cambio de estado/.test(folded)) return undefined;
  const passages = PASSAGES.flatMap((pattern) =>
    [...folded.matchAll(pattern)].map((m) => [stateOf(m[1] ?? ''), stateOf(m[2] ?? '')] as const),
  );
  const [passage] = passages;
  if (!passage || passages.some(([from, to]) => from !== passage[0] || to !== passage[1])) return undefined;
  if (passage[0] === passage[1]) return undefined;
  const names = new Map(
    read.options
      .filter((o) => !o.none)
      .map((o) => [
        o.label,
        CHANGES[
          foldText(o.text)
            .replace(/^(?:la|el)\s+/, '')
            .replace(/[.\s]+$/, '')
        ],
      ]),
  );
  if ([...names.values()].some((change) => change === undefined)) return undefined;
  const named = provenOption(read.options, (option) => {
    const change = names.get(option.label);
    return change !== undefined && change[0] === passage[0] && change[1] === passage[1];
  });
  if (!named) return undefined;
  return {
    text: workedReply({
      title: 'Cambios de estado',
      data: `pasa de ${passage[0]} a ${passage[1]}`,
      steps: [
        'Fusión: sólido → líquido; solidificación: líquido → sólido; vaporización: líquido → gas; condensación: gas → líquido; sublimación: sólido → gas, sin pasar por el líquido; sublimación inversa: gas → sólido.',
        ...read.options
          .filter((o) => !o.none)
          .map((o) => `${o.label}) ${o.text}: ${names.get(o.label)?.join(' → ')}.`),
      ],
      answer: `**${named.label}) ${named.text}**`,
      closing: '¿Qué cambio de estado es el inverso de este?',
    }),
    certain: true,
    option: named.label,
  };
}

export function solveMaterialSystem(problem: string): SolverReply | undefined {
  return (
    phasesAndComponents(problem) ??
    intensiveProperties(problem) ??
    separationAmongOptions(problem) ??
    changeOfStateAmongOptions(problem)
  );
}
