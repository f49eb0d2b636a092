import { elements } from '../../../../lib/science/elements.ts';
import { fmtNum, placeOptions, type Rng, round } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { type Elemento, MASA_ATOMICA, pickNumericDistractors } from '../util.ts';

/** Metals of the entrance course with their oxidation numbers and traditional names. */
interface Metal {
  simbolo: Elemento;
  nombre: string;
  cargas: number[];
  /** Traditional adjective per oxidation number, only for metals with two. */
  tradicional?: Record<number, string>;
}

const METALES: Metal[] = [
  { simbolo: 'Na', nombre: elements.Na.name, cargas: [1] },
  { simbolo: 'K', nombre: elements.K.name, cargas: [1] },
  { simbolo: 'Li', nombre: elements.Li.name, cargas: [1] },
  { simbolo: 'Ag', nombre: elements.Ag.name, cargas: [1] },
  { simbolo: 'Ca', nombre: elements.Ca.name, cargas: [2] },
  { simbolo: 'Mg', nombre: elements.Mg.name, cargas: [2] },
  { simbolo: 'Ba', nombre: elements.Ba.name, cargas: [2] },
  { simbolo: 'Zn', nombre: elements.Zn.name, cargas: [2] },
  { simbolo: 'Al', nombre: elements.Al.name, cargas: [3] },
  { simbolo: 'Fe', nombre: elements.Fe.name, cargas: [2, 3], tradicional: { 2: 'ferroso', 3: 'férrico' } },
  { simbolo: 'Cu', nombre: elements.Cu.name, cargas: [1, 2], tradicional: { 1: 'cuproso', 2: 'cúprico' } },
];

const ROMANO = ['', 'I', 'II', 'III', 'IV'];
const PREFIJO = ['', 'mono', 'di', 'tri', 'tetra', 'penta'];
const SUB = '₀₁₂₃₄₅₆₇₈₉';
const sub = (n: number) => (n === 1 ? '' : [...String(n)].map((d) => SUB[Number(d)]).join(''));
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const masa = (s: Elemento) => MASA_ATOMICA[s];
const gramos = (m: number) => `${fmtNum(m, 2)} g`;
const gPorMol = (m: number) => `${fmtNum(m, 2)} g/mol`;

type Estilo = 'stock' | 'tradicional' | 'sistematica';

/** "de hierro (III)" / "férrico" / "de sodio" depending on the style and the metal. */
function nombreMetal(metal: Metal, carga: number, estilo: Estilo): string {
  if (metal.cargas.length === 1) return `de ${metal.nombre}`;
  if (estilo === 'tradicional') return metal.tradicional![carga]!;
  return `de ${metal.nombre} (${ROMANO[carga]})`;
}

// ── Óxidos e hidróxidos ──────────────────────────────────────────────────

interface OxidoParams {
  metal: number;
  carga: number;
  clase: 'oxido' | 'hidroxido';
  estilo: Estilo;
  moles: number;
}

/** Formula and molar mass of an oxide or hydroxide, simplifying subscripts with the gcd. */
function oxidoHidroxido(metal: Metal, carga: number, clase: 'oxido' | 'hidroxido') {
  const m = masa(metal.simbolo);
  if (clase === 'hidroxido') {
    const formula = carga === 1 ? `${metal.simbolo}OH` : `${metal.simbolo}(OH)${sub(carga)}`;
    return { formula, nMetal: 1, nO: carga, masaMolar: round(m + carga * 17, 4) };
  }
  const g = gcd(2, carga);
  const nMetal = 2 / g;
  const nO = carga / g;
  return {
    formula: `${metal.simbolo}${sub(nMetal)}O${sub(nO)}`,
    nMetal,
    nO,
    masaMolar: round(nMetal * m + nO * 16, 4),
  };
}

function nombreOxido(metal: Metal, carga: number, clase: 'oxido' | 'hidroxido', estilo: Estilo): string {
  const { nMetal, nO } = oxidoHidroxido(metal, carga, clase);
  if (estilo === 'sistematica' && metal.cargas.length > 1) {
    if (clase === 'oxido')
      return `${PREFIJO[nO]}óxido de ${nMetal > 1 ? PREFIJO[nMetal] : ''}${metal.nombre}`;
    if (carga > 1) return `${PREFIJO[carga]}hidróxido de ${metal.nombre}`;
  }
  const base = clase === 'oxido' ? 'óxido' : 'hidróxido';
  const estiloEfectivo = estilo === 'sistematica' ? 'stock' : estilo;
  return `${base} ${nombreMetal(metal, carga, estiloEfectivo)}`;
}

const MOLES = [0.2, 0.5, 1.5, 2, 2.5, 3, 4, 5];

const masaOxido: Generator<OxidoParams> = {
  id: 'qui-acidos-bases-gen-nomenclatura-oxidos',
  subject: 'quimica',
  topic: 'acidos-bases',
  difficulty: 'medio',
  subtopic: 'acidos-bases.nomenclatura-oxidos-hidroxidos',
  params(rng: Rng) {
    const metal = rng.int(0, METALES.length - 1);
    return {
      metal,
      carga: rng.pick(METALES[metal]!.cargas),
      clase: rng.pick(['oxido', 'hidroxido'] as const),
      estilo: rng.pick(['stock', 'tradicional', 'sistematica'] as const),
      moles: rng.pick(MOLES),
    };
  },
  build({ metal: indice, carga, clase, estilo, moles }, rng) {
    const metal = METALES[indice]!;
    const nombre = nombreOxido(metal, carga, clase, estilo);
    const { formula, nMetal, nO, masaMolar } = oxidoHidroxido(metal, carga, clase);
    const m = masa(metal.simbolo);
    const correcta = gramos(moles * masaMolar);
    const otraCarga = metal.cargas.find((q) => q !== carga);
    const candidatos = [
      ...(otraCarga ? [gramos(moles * oxidoHidroxido(metal, otraCarga, clase).masaMolar)] : []),
      clase === 'oxido' ? gramos(moles * (m + 16)) : gramos(moles * (m + 16 + carga)),
      clase === 'oxido' ? gramos(moles * (carga * m + 16)) : gramos(moles * (carga * m + 17)),
      gramos(masaMolar),
    ];
    const distractores = pickNumericDistractors(correcta, candidatos, (k) =>
      gramos(moles * (masaMolar + 16 * k)),
    );
    const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
    const datos = `${metal.simbolo} = ${fmtNum(m)}; O = 16${clase === 'hidroxido' ? '; H = 1' : ''}`;
    const paso1 =
      clase === 'oxido'
        ? `PASO 1: Fórmula: el metal actúa con +${carga} y el oxígeno con −2. Cruzando y simplificando, ${nMetal} ${metal.simbolo} y ${nO} O: ${formula}. Control: ${nMetal} · (+${carga}) + ${nO} · (−2) = 0.`
        : `PASO 1: Fórmula: el metal actúa con +${carga} y cada grupo OH tiene carga −1, así que lleva ${carga === 1 ? 'un OH' : `${carga} OH entre paréntesis`}: ${formula}.`;
    const paso2 =
      clase === 'oxido'
        ? `PASO 2: Masa molar: $M = ${nMetal === 1 ? '' : `${nMetal} \\cdot `}${fmtNum(m).replace(',', '{,}')} + ${nO === 1 ? '' : `${nO} \\cdot `}16 = ${fmtNum(masaMolar, 2).replace(',', '{,}')}$ g/mol.`
        : `PASO 2: Masa molar: $M = ${fmtNum(m).replace(',', '{,}')} + ${carga === 1 ? '' : `${carga} \\cdot `}(16 + 1) = ${fmtNum(masaMolar, 2).replace(',', '{,}')}$ g/mol.`;
    return {
      question: `¿Qué masa tienen ${fmtNum(moles)} mol de ${nombre}? (${datos})`,
      options,
      correctAnswer,
      explanation: [
        paso1,
        paso2,
        `PASO 3: Masa: $m = n \\cdot M = ${fmtNum(moles).replace(',', '{,}')} \\cdot ${fmtNum(masaMolar, 2).replace(',', '{,}')} = ${fmtNum(moles * masaMolar, 2).replace(',', '{,}')}$ g.`,
        'PASO 4: Errores típicos: usar el otro número de oxidación del metal, olvidar los subíndices o el paréntesis, copiar el número romano como subíndice del metal y no multiplicar por los moles.',
        `RESULTADO: ${correcta}.`,
      ].join('\n'),
    };
  },
  solve({ metal: indice, carga, clase, moles }) {
    const metal = METALES[indice]!;
    const m = masa(metal.simbolo);
    if (clase === 'hidroxido') return moles * (m + carga * (16 + 1));
    // Least common multiple of the charges: lcm(q, 2) / q metals and lcm(q, 2) / 2 oxygens.
    const mcm = carga % 2 === 0 ? carga : 2 * carga;
    return moles * ((mcm / carga) * m + (mcm / 2) * 16);
  },
};

// ── Sales ────────────────────────────────────────────────────────────────

interface Anion {
  nombre: string;
  x: Elemento;
  nO: number;
  carga: number;
  /** The anion a student confuses it with (-ito/-ato, -uro/-ato). */
  confusion?: string;
}

const ANIONES: Anion[] = [
  { nombre: 'sulfato', x: 'S', nO: 4, carga: 2, confusion: 'sulfito' },
  { nombre: 'sulfito', x: 'S', nO: 3, carga: 2, confusion: 'sulfato' },
  { nombre: 'sulfuro', x: 'S', nO: 0, carga: 2, confusion: 'sulfato' },
  { nombre: 'nitrato', x: 'N', nO: 3, carga: 1, confusion: 'nitrito' },
  { nombre: 'nitrito', x: 'N', nO: 2, carga: 1, confusion: 'nitrato' },
  { nombre: 'carbonato', x: 'C', nO: 3, carga: 2 },
  { nombre: 'fosfato', x: 'P', nO: 4, carga: 3 },
  { nombre: 'cloruro', x: 'Cl', nO: 0, carga: 1, confusion: 'clorato' },
  { nombre: 'hipoclorito', x: 'Cl', nO: 1, carga: 1, confusion: 'clorito' },
  { nombre: 'clorito', x: 'Cl', nO: 2, carga: 1, confusion: 'clorato' },
  { nombre: 'clorato', x: 'Cl', nO: 3, carga: 1, confusion: 'clorito' },
  { nombre: 'perclorato', x: 'Cl', nO: 4, carga: 1, confusion: 'clorato' },
];

const masaAnion = (a: Anion) => masa(a.x) + 16 * a.nO;

function sal(metal: Metal, carga: number, anion: Anion) {
  const g = gcd(carga, anion.carga);
  const nMetal = anion.carga / g;
  const nAnion = carga / g;
  const grupo = `${anion.x}${anion.nO > 0 ? `O${sub(anion.nO)}` : ''}`;
  const parteAnion =
    nAnion === 1 ? grupo : anion.nO > 0 ? `(${grupo})${sub(nAnion)}` : `${anion.x}${sub(nAnion)}`;
  return {
    formula: `${metal.simbolo}${sub(nMetal)}${parteAnion}`,
    nMetal,
    nAnion,
    masaMolar: round(nMetal * masa(metal.simbolo) + nAnion * masaAnion(anion), 4),
  };
}

/**
 * Keeps to salts that exist and that the course names: trivalent cations and copper (I) only with a
 * few stable anions, hypochlorite and chlorite only with alkali and alkaline-earth metals.
 */
function compatible(metal: Metal, carga: number, anion: Anion): boolean {
  if (carga === 3) return ['sulfato', 'nitrato', 'fosfato', 'cloruro', 'perclorato'].includes(anion.nombre);
  if (metal.simbolo === 'Cu' && carga === 1) return ['cloruro', 'sulfuro'].includes(anion.nombre);
  if (['hipoclorito', 'clorito'].includes(anion.nombre))
    return ['Na', 'K', 'Li', 'Ca', 'Mg', 'Ba'].includes(metal.simbolo);
  if (metal.simbolo === 'Fe' || metal.simbolo === 'Cu') return !['sulfito', 'nitrito'].includes(anion.nombre);
  return true;
}

interface SalParams {
  metal: number;
  carga: number;
  anion: number;
  estilo: 'stock' | 'tradicional';
}

const masaSal: Generator<SalParams> = {
  id: 'qui-acidos-bases-gen-nomenclatura-sales',
  subject: 'quimica',
  topic: 'acidos-bases',
  difficulty: 'dificil',
  subtopic: 'acidos-bases.nomenclatura-acidos-sales',
  params(rng: Rng) {
    const metal = rng.int(0, METALES.length - 1);
    const carga = rng.pick(METALES[metal]!.cargas);
    const posibles = ANIONES.flatMap((a, i) => (compatible(METALES[metal]!, carga, a) ? [i] : []));
    return { metal, carga, anion: rng.pick(posibles), estilo: rng.pick(['stock', 'tradicional'] as const) };
  },
  build({ metal: iMetal, carga, anion: iAnion, estilo }, rng) {
    const metal = METALES[iMetal]!;
    const anion = ANIONES[iAnion]!;
    const nombre = `${anion.nombre} ${nombreMetal(metal, carga, estilo)}`;
    const { formula, nMetal, nAnion, masaMolar } = sal(metal, carga, anion);
    const m = masa(metal.simbolo);
    const correcta = gPorMol(masaMolar);
    const confundido = ANIONES.find((a) => a.nombre === anion.confusion);
    const otraCarga = metal.cargas.find((q) => q !== carga);
    const candidatos = [
      ...(confundido ? [gPorMol(sal(metal, carga, confundido).masaMolar)] : []),
      ...(otraCarga ? [gPorMol(sal(metal, otraCarga, anion).masaMolar)] : []),
      gPorMol(m + masaAnion(anion)),
      ...(nAnion > 1 && anion.nO > 0 ? [gPorMol(nMetal * m + masa(anion.x) + 16 * anion.nO * nAnion)] : []),
      gPorMol(nAnion * m + nMetal * masaAnion(anion)),
    ];
    const distractores = pickNumericDistractors(correcta, candidatos, (k) => gPorMol(masaMolar + 16 * k));
    const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
    const datos = `${metal.simbolo} = ${fmtNum(m)}; ${anion.x} = ${fmtNum(masa(anion.x))}${anion.nO > 0 ? '; O = 16' : ''}`;
    const origen =
      anion.nO === 0
        ? `es la sal de un hidrácido (terminación -uro), sin oxígeno: el anión es ${anion.x}${anion.carga === 1 ? '⁻' : `${'⁰¹²³'[anion.carga]}⁻`}`
        : `viene de un oxoácido (-oso → -ito, -ico → -ato): el anión es ${anion.x}O${sub(anion.nO)}${anion.carga === 1 ? '⁻' : `${'⁰¹²³'[anion.carga]}⁻`}`;
    const tex = (v: number) => fmtNum(v, 2).replace(',', '{,}');
    return {
      question: `¿Cuál es la masa molar del ${nombre}? (${datos})`,
      options,
      correctAnswer,
      explanation: [
        `PASO 1: El ${anion.nombre} ${origen}. El metal actúa con +${carga}.`,
        `PASO 2: Fórmula: para que la carga total sea cero hacen falta ${nMetal} ${metal.simbolo} y ${anion.nO > 0 ? (nAnion === 1 ? '1 anión' : `${nAnion} aniones`) : `${nAnion} ${anion.x}`}: ${formula}. Control: ${nMetal} · (+${carga}) + ${nAnion} · (−${anion.carga}) = 0.`,
        `PASO 3: Masa molar: $M = ${nMetal === 1 ? '' : `${nMetal} \\cdot `}${tex(m)} + ${nAnion === 1 ? '' : `${nAnion} \\cdot `}${anion.nO > 0 ? `(${tex(masa(anion.x))} + ${anion.nO === 1 ? '' : `${anion.nO} \\cdot `}16)` : tex(masa(anion.x))} = ${tex(masaMolar)}$ g/mol.`,
        'PASO 4: Errores típicos: confundir -ito con -ato, usar el otro número de oxidación del metal, no cruzar las cargas o aplicar el subíndice del paréntesis sólo al oxígeno.',
        `RESULTADO: ${correcta}.`,
      ].join('\n'),
    };
  },
  solve({ metal: iMetal, carga, anion: iAnion }) {
    const metal = METALES[iMetal]!;
    const anion = ANIONES[iAnion]!;
    // Least common multiple of the two charges fixes how many of each ion are needed.
    let mcm = Math.max(carga, anion.carga);
    while (mcm % carga !== 0 || mcm % anion.carga !== 0) mcm++;
    return (mcm / carga) * masa(metal.simbolo) + (mcm / anion.carga) * (masa(anion.x) + anion.nO * 16);
  },
};

export const generators: Generator[] = [masaOxido as Generator, masaSal as Generator];
