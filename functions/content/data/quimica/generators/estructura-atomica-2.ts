import { placeOptions, type Rng } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { pickNumericDistractors } from '../util.ts';

/** "1 fase", "3 fases"; "1 electrón", "0 electrones". */
function contar(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

// ── Sistemas materiales: fases y componentes ─────────────────────────────

interface Ingrediente {
  texto: string;
  /** The phase it forms; null when it dissolves in the liquid water (no new phase). */
  fase: string | null;
  componente: string;
  /** Ingredients of the same group exclude each other. */
  grupo?: string;
  /** Treated as a single substance: named in the statement's note. */
  nota?: string;
}

const INGREDIENTES: Ingrediente[] = [
  { texto: 'sal totalmente disuelta', fase: null, componente: 'sal', grupo: 'sal' },
  {
    texto: 'sal en exceso (una parte queda sin disolver en el fondo)',
    fase: 'sal',
    componente: 'sal',
    grupo: 'sal',
  },
  { texto: 'azúcar totalmente disuelta', fase: null, componente: 'azúcar' },
  {
    texto: 'alcohol etílico (miscible con el agua)',
    fase: null,
    componente: 'etanol',
    grupo: 'alcohol-aceite',
  },
  { texto: 'cubos de hielo', fase: 'hielo', componente: 'agua' },
  { texto: 'arena', fase: 'arena', componente: 'arena', nota: 'la arena' },
  {
    texto: 'una capa de aceite',
    fase: 'aceite',
    componente: 'aceite',
    grupo: 'alcohol-aceite',
    nota: 'el aceite',
  },
  { texto: 'limaduras de hierro', fase: 'hierro', componente: 'hierro', grupo: 'hierro' },
  { texto: 'dos clavos de hierro', fase: 'hierro', componente: 'hierro', grupo: 'hierro' },
  { texto: 'trozos de corcho', fase: 'corcho', componente: 'corcho', nota: 'el corcho' },
  { texto: 'un trozo de cobre', fase: 'cobre', componente: 'cobre' },
];

const ETIQUETA_FASE: Record<string, string> = {
  sal: 'la sal sin disolver',
  hielo: 'el hielo',
  arena: 'la arena',
  aceite: 'el aceite',
  hierro: 'el hierro',
  corcho: 'el corcho',
  cobre: 'el cobre',
};

interface FasesParams {
  indices: number[];
  pregunta: 'fases' | 'componentes';
}

function listar(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

const fasesComponentes: Generator<FasesParams> = {
  id: 'qui-estructura-atomica-gen-fases',
  subject: 'quimica',
  topic: 'estructura-atomica',
  difficulty: 'medio',
  subtopic: 'estructura-atomica.sistemas-materiales',
  params(rng: Rng) {
    const cantidad = rng.int(2, 4);
    const indices: number[] = [];
    const grupos = new Set<string>();
    for (const i of rng.shuffle(INGREDIENTES.map((_, k) => k))) {
      const { grupo } = INGREDIENTES[i]!;
      if (grupo && grupos.has(grupo)) continue;
      if (grupo) grupos.add(grupo);
      indices.push(i);
      if (indices.length === cantidad) break;
    }
    indices.sort((a, b) => a - b);
    return { indices, pregunta: rng.next() < 0.5 ? 'fases' : 'componentes' };
  },
  build({ indices, pregunta }, rng) {
    const items = indices.map((i) => INGREDIENTES[i]!);
    // Phases: the aqueous liquid plus each solid or immiscible material counted once.
    const clavesFase: string[] = [];
    for (const item of items) if (item.fase && !clavesFase.includes(item.fase)) clavesFase.push(item.fase);
    const nombresFase = clavesFase.map((clave) => ETIQUETA_FASE[clave] ?? clave);
    const componentes: string[] = ['agua'];
    for (const item of items) if (!componentes.includes(item.componente)) componentes.push(item.componente);
    const f = 1 + clavesFase.length;
    const c = componentes.length;
    const disueltos = items.filter((item) => item.fase === null).length;
    const hielo = items.some((item) => item.fase === 'hielo') ? 1 : 0;
    const clavos = items.some((item) => item.texto.startsWith('dos clavos')) ? 1 : 0;
    const notas = items.flatMap((item) => (item.nota ? [item.nota] : []));
    const nota =
      notas.length === 0
        ? ''
        : ` (Considerá ${listar(notas)} como ${notas.length === 1 ? 'un solo componente' : 'un componente cada uno'}.)`;
    const enunciado = `Un recipiente contiene agua líquida, ${listar(items.map((item) => item.texto))}.${nota} ¿${pregunta === 'fases' ? 'Cuántas fases' : 'Cuántos componentes'} tiene el sistema?`;
    const unidad =
      pregunta === 'fases'
        ? (n: number) => contar(n, 'fase', 'fases')
        : (n: number) => contar(n, 'componente', 'componentes');
    const correcto = pregunta === 'fases' ? f : c;
    const candidatos =
      pregunta === 'fases'
        ? [f + disueltos, f + clavos, 1 + items.length, c, f - 1]
        : [c + hielo, c - disueltos, f, 1 + items.length, c + 1];
    const distractores = pickNumericDistractors(
      unidad(correcto),
      candidatos.filter((n) => n >= 1).map(unidad),
      (k) => unidad(correcto + k),
    );
    const { options, correctAnswer } = placeOptions(rng, unidad(correcto), distractores);
    const pasoFases = `PASO 1: Fases: el líquido acuoso es una fase${disueltos > 0 ? ' (lo que está disuelto forma parte de ella, no agrega fases)' : ''}; además ${nombresFase.length === 0 ? 'no hay otras porciones separadas' : `forman fases aparte: ${listar(nombresFase)}`}${clavos ? '. Los dos clavos son una sola fase: tienen las mismas propiedades intensivas' : ''}. En total, ${contar(f, 'fase', 'fases')}.`;
    const pasoComponentes = `PASO 2: Componentes: las sustancias distintas, sin importar su estado: ${listar(componentes)}${hielo ? ' (el hielo es agua: no suma un componente)' : ''}. En total, ${contar(c, 'componente', 'componentes')}.`;
    return {
      question: enunciado,
      options,
      correctAnswer,
      explanation: [
        pasoFases,
        pasoComponentes,
        'PASO 3: Errores típicos: contar lo disuelto como una fase, contar el hielo como otra sustancia o contar cada trozo de un mismo sólido como una fase distinta.',
        `RESULTADO: El sistema tiene ${unidad(correcto)}.`,
      ].join('\n'),
    };
  },
  solve({ indices, pregunta }) {
    const items = indices.map((i) => INGREDIENTES[i]!);
    if (pregunta === 'fases') return new Set(['acuosa', ...items.map((item) => item.fase ?? 'acuosa')]).size;
    return new Set(['agua', ...items.map((item) => item.componente)]).size;
  },
};

// ── Números cuánticos ────────────────────────────────────────────────────

const NOMBRES: Record<number, string> = {
  3: 'litio',
  4: 'berilio',
  5: 'boro',
  6: 'carbono',
  7: 'nitrógeno',
  8: 'oxígeno',
  9: 'flúor',
  10: 'neón',
  11: 'sodio',
  12: 'magnesio',
  13: 'aluminio',
  14: 'silicio',
  15: 'fósforo',
  16: 'azufre',
  17: 'cloro',
  18: 'argón',
  19: 'potasio',
  20: 'calcio',
  21: 'escandio',
  22: 'titanio',
  23: 'vanadio',
  25: 'manganeso',
  26: 'hierro',
  27: 'cobalto',
  28: 'níquel',
  30: 'zinc',
  31: 'galio',
  32: 'germanio',
  33: 'arsénico',
  34: 'selenio',
  35: 'bromo',
  36: 'kriptón',
};
const ZS = Object.keys(NOMBRES).map(Number);

/** Aufbau order written out, as a student memorises it (diagonal rule). */
const ORDEN = ['1s', '2s', '2p', '3s', '3p', '4s', '3d', '4p'] as const;
const CAPACIDAD: Record<string, number> = { s: 2, p: 6, d: 10 };
const L_DE: Record<string, number> = { s: 0, p: 1, d: 2 };

function configuracion(z: number): { sub: string; e: number }[] {
  const out: { sub: string; e: number }[] = [];
  let resto = z;
  for (const sub of ORDEN) {
    if (resto === 0) break;
    const e = Math.min(resto, CAPACIDAD[sub[1]!]!);
    out.push({ sub, e });
    resto -= e;
  }
  return out;
}

const SUPER = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const sup = (n: number) => [...String(n)].map((d) => SUPER[Number(d)]).join('');

interface CuanticosParams {
  z: number;
  tipo: 'n' | 'l' | 'desapareados';
  valor: number;
}

const numerosCuanticos: Generator<CuanticosParams> = {
  id: 'qui-estructura-atomica-gen-numeros-cuanticos',
  subject: 'quimica',
  topic: 'estructura-atomica',
  difficulty: 'dificil',
  subtopic: 'estructura-atomica.numeros-cuanticos-configuracion',
  params(rng) {
    const z = rng.pick(ZS);
    const conf = configuracion(z);
    const tipo = rng.pick(['n', 'l', 'desapareados'] as const);
    if (tipo === 'n') {
      // The outermost level, or n = 3 once the 4s is filling (the 3d trap): inner full levels are trivial.
      const ultimo = Math.max(...conf.map((c) => Number(c.sub[0])));
      return { z, tipo, valor: ultimo >= 4 ? rng.pick([3, ultimo]) : ultimo };
    }
    if (tipo === 'l') {
      const ls = [...new Set(conf.map((c) => L_DE[c.sub[1]!]!))];
      return { z, tipo, valor: rng.pick(ls) };
    }
    return { z, tipo, valor: 0 };
  },
  build({ z, tipo, valor }, rng) {
    const conf = configuracion(z);
    const texto = conf.map((c) => `${c.sub}${sup(c.e)}`).join(' ');
    const especie = `un átomo de ${NOMBRES[z]} (Z = ${z}) en estado fundamental`;
    const e = (n: number) => contar(n, 'electrón', 'electrones');
    let enunciado: string;
    let correcto: number;
    let candidatos: number[];
    let paso2: string;
    let paso3: string;
    if (tipo === 'n') {
      const del = conf.filter((c) => Number(c.sub[0]) === valor);
      correcto = del.reduce((s, c) => s + c.e, 0);
      const hasta = conf.filter((c) => Number(c.sub[0]) <= valor).reduce((s, c) => s + c.e, 0);
      const siguienteS = conf.find((c) => c.sub === `${valor + 1}s`)?.e ?? 0;
      const sinD = del.filter((c) => c.sub[1] !== 'd').reduce((s, c) => s + c.e, 0);
      candidatos = [correcto + siguienteS, 2 * valor * valor, hasta, sinD, correcto + 2];
      enunciado = `En ${especie}, ¿cuántos electrones tienen número cuántico principal n = ${valor}?`;
      paso2 = `PASO 2: Con n = ${valor} ${del.length === 1 ? 'está el subnivel' : 'están los subniveles'} ${listar(del.map((c) => `${c.sub}${sup(c.e)}`))}${del.some((c) => c.sub === '3d') ? ' (el 3d se llena después del 4s, pero pertenece al nivel 3)' : ''}${valor === 3 && z >= 19 ? '. Los electrones 4s son del nivel 4, aunque se llenen antes que el 3d' : ''}.`;
      paso3 = `PASO 3: ${del.length === 1 ? `Son ${correcto}` : `Sumá: ${del.map((c) => c.e).join(' + ')} = ${correcto}`}.${2 * valor * valor === correcto ? '' : ` La capacidad máxima del nivel, $2n^2 = ${2 * valor * valor}$, no es lo mismo que los electrones que tiene.`}`;
    } else if (tipo === 'l') {
      const letra = ['s', 'p', 'd'][valor]!;
      const del = conf.filter((c) => c.sub[1] === letra);
      correcto = del.reduce((s, c) => s + c.e, 0);
      const ultimo = del[del.length - 1]!.e;
      const otros = conf.filter((c) => c.sub[1] !== letra).reduce((s, c) => s + c.e, 0);
      candidatos = [ultimo, CAPACIDAD[letra]!, otros, 2 * valor + 1, correcto + CAPACIDAD[letra]!];
      enunciado = `En ${especie}, ¿cuántos electrones tienen número cuántico secundario l = ${valor}?`;
      paso2 = `PASO 2: l = ${valor} corresponde a los subniveles ${letra}. En la configuración aparece${del.length === 1 ? '' : 'n'}: ${listar(del.map((c) => `${c.sub}${sup(c.e)}`))}.`;
      paso3 =
        del.length === 1
          ? `PASO 3: Hay un solo subnivel ${letra} ocupado, con ${e(correcto)}.`
          : `PASO 3: Sumá todos, no sólo el último: ${del.map((c) => c.e).join(' + ')} = ${correcto}.`;
    } else {
      const ultimo = conf[conf.length - 1]!;
      const orbitales = 2 * L_DE[ultimo.sub[1]!]! + 1;
      correcto = ultimo.e <= orbitales ? ultimo.e : 2 * orbitales - ultimo.e;
      const apareados = ultimo.e - correcto;
      candidatos = [ultimo.e, apareados, ultimo.e % 2, orbitales, correcto + 2];
      enunciado = `¿Cuántos electrones desapareados tiene ${especie}?`;
      paso2 = `PASO 2: Las capas completas no tienen electrones desapareados; mirá el último subnivel, ${ultimo.sub}${sup(ultimo.e)}, que tiene ${contar(orbitales, 'orbital', 'orbitales')}.`;
      paso3 =
        ultimo.e <= orbitales
          ? `PASO 3: Por la regla de Hund los ${e(ultimo.e)} se ubican de a uno en orbitales distintos, con espín paralelo: quedan ${e(correcto)} desapareados.`
          : `PASO 3: Por la regla de Hund primero entra uno en cada orbital (${orbitales}) y los ${ultimo.e - orbitales} restantes se aparean: quedan $${orbitales} - ${ultimo.e - orbitales} = ${correcto}$ desapareados.`;
    }
    const distractores = pickNumericDistractors(
      e(correcto),
      candidatos.filter((n) => n >= 0 && n !== correcto).map(e),
      (k) => e(correcto + k),
    );
    const { options, correctAnswer } = placeOptions(rng, e(correcto), distractores);
    return {
      question: enunciado,
      options,
      correctAnswer,
      explanation: [
        `PASO 1: Escribí la configuración electrónica de ${z} electrones siguiendo la regla de las diagonales: ${texto}.`,
        paso2,
        paso3,
        `RESULTADO: ${e(correcto)}.`,
      ].join('\n'),
    };
  },
  solve({ z, tipo, valor }) {
    // Independent route: order the subshells by (n + l, n) and fill them.
    const subniveles: { n: number; l: number }[] = [];
    for (let n = 1; n <= 5; n++) for (let l = 0; l < n && l <= 2; l++) subniveles.push({ n, l });
    subniveles.sort((a, b) => a.n + a.l - (b.n + b.l) || a.n - b.n);
    let resto = z;
    const llenos: { n: number; l: number; e: number }[] = [];
    for (const { n, l } of subniveles) {
      if (resto <= 0) break;
      const e = Math.min(resto, 2 * (2 * l + 1));
      llenos.push({ n, l, e });
      resto -= e;
    }
    if (tipo === 'n') return llenos.filter((s) => s.n === valor).reduce((t, s) => t + s.e, 0);
    if (tipo === 'l') return llenos.filter((s) => s.l === valor).reduce((t, s) => t + s.e, 0);
    const { l, e } = llenos[llenos.length - 1]!;
    return Math.min(e, 2 * (2 * l + 1) - e);
  },
};

export const generators: Generator[] = [fasesComponentes as Generator, numerosCuanticos as Generator];
