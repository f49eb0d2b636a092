/**
 * The largest rectangle a given length of fence closes, as the exams ask it: «Con 60 m de alambre se
 * quiere cercar un terreno rectangular junto a una pared (que no lleva alambre). El área máxima es:».
 * With sides x and the rest, the area is a quadratic in x whose vertex is the maximum: with a wall as one
 * side, A(x) = x(L − 2x), largest at x = L/4 (area L²/8); with the four sides fenced, a square of side
 * L/4 (area L²/16). It answers only with one length given, a rectangle, and no inner fences or second
 * wall, which change the function.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const FENCE = String.raw`(?:alambre|cerca|cerco|valla|malla|tejido|alambrado)`;

const comma = (x: number) => String(Math.round(x * 1000) / 1000).replace('.', ',');

function solveFenceArea(problem: string): SolverReply | undefined {
  const t = foldText(withoutOptions(problem)).replace(/\s+/g, ' ');
  if (!/rectangul/.test(t) || !/\bcerc|\bcerr|\brode/.test(t)) return undefined;
  // Inner fences, plots, a second wall or a shape other than the rectangle change the area's function.
  if (/divid|parcela|intern|corrales|dos paredes|dos muros|esquina|semicirc|triang|circul/.test(t))
    return undefined;
  const length = new RegExp(
    String.raw`(\d+(?:[.,]\d+)?)\s*(?:m|metros)\s+(?:lineales\s+)?de\s+${FENCE}`,
  ).exec(t);
  if (!length) return undefined;
  const fence = readNumber(length[1] ?? '');
  if (fence === undefined || fence <= 0) return undefined;
  // «Dando tres vueltas de alambre»: each turn goes round once, so the perimeter is the length over them.
  const TURNS: Record<string, number> = { dos: 2, tres: 3, cuatro: 4, cinco: 5 };
  const turnsSaid =
    /\b(?:dando|con|de|da|en) (dos|tres|cuatro|cinco) vueltas(?: de (?:alambre|cerca|hilo))?\b/.exec(t);
  const turns = turnsSaid ? (TURNS[turnsSaid[1] ?? ''] ?? 1) : 1;
  const L = fence / turns;
  // «¿Cuál es su área si uno de sus lados mide 20 m?»: a side given, no maximum; its number is a datum.
  const sideSaid =
    /(?:uno de sus lados|un lado|uno de los lados)(?: del terreno)? (?:debe medir|mide|mida|es de|tiene) (\d+(?:[.,]\d+)?) ?(?:m|metros)\b/.exec(
      t,
    );
  // The length is the only number (an area's unit, m², is no datum), but for a side given.
  const rest = t
    .replace(length[0], ' ')
    .replace(turnsSaid?.[0] ?? '\u0000', ' ')
    .replace(sideSaid?.[0] ?? '\u0000', ' un lado ')
    .replace(/m\s*(?:²|\^2|2\b)/g, ' ');
  if (/\d/.test(rest)) return undefined;
  // A number in words counts too: «dando tres vueltas de alambre» makes the perimeter a third of the length
  // (but «el alambre cubre los otros tres» only says which sides the fence goes round).
  const fencedThree = /pared|muro|\brio\b/.test(t) ? /\b(?:los|sus) otros tres(?: lados)?\b/g : /$^/g;
  // «(los dos lados perpendiculares a la pared)»: which sides x names, no count of anything.
  const namedSides = /\b(?:los|sus) dos lados perpendiculares (?:a la pared|al muro|al rio)\b/g;
  if (
    /\b(?:vueltas?|hilos?|hebras?|dos|tres|cuatro|cinco|seis|doble|triple|mitad|tercio)\b/.test(
      rest.replace(fencedThree, ' ').replace(namedSides, ' '),
    )
  )
    return undefined;
  const wall = /pared|muro|\brio\b|\bno lleva\b|no necesita|no se cerca|sin cercar/.test(t);
  if (sideSaid) return wall || turns !== 1 ? undefined : sideGiven(t, L, readNumber(sideSaid[1] ?? ''));
  // «un lado lo forma el granero»: a side that is not fenced, said with words this reading does not know.
  if (!wall && /\blado/.test(t.replace(/\blado paralelo (?:al|a la) (?:rio|pared|muro)/, '')))
    return undefined;
  // Something else of the largest rectangle asked («el perímetro del terreno de área máxima», its cost).
  if (/perimetro|diagonal|\bcost|precio|cuanto alambre|cuantos metros/.test(t)) return undefined;
  const areaAsked = /area\s+maxima|maxima\s+area|mayor\s+area|area\s+mas\s+grande/.test(t);
  // «¿Cuánto debe medir el lado paralelo al río para que el área sea máxima?»: one side of the largest.
  const question = t.slice(Math.max(0, t.lastIndexOf('¿')));
  const parallelAsked =
    wall &&
    /cuanto (?:debe |tiene que )?m[ei]d\w* el lado paralelo (?:al|a la) (?:rio|pared|muro)/.test(question) &&
    /(?:area|superficie) (?:sea |resulte )?(?:la )?maxima/.test(question);
  const sidesAsked =
    /dimensiones|medidas|largo\s+y\s+(?:el\s+)?ancho|ancho\s+y\s+(?:el\s+)?largo|cuanto\s+(?:deben\s+)?medir\s+(?:sus\s+)?lados/.test(
      t,
    );
  // «Sea x el ancho, medido perpendicular a la pared. Expresar el área A(x)»: the function, when x is
  // said to be a side that meets the wall (the two fenced sides of length x, the third L − 2x).
  const functionAsked =
    wall &&
    turns === 1 &&
    !areaAsked &&
    !sidesAsked &&
    (/\bsea x (?:el|la) (?:ancho|lado|medida|largo)\b[^.?]*\bperpendicular(?:es)? (?:a la pared|al muro|al rio)/.test(
      t,
    ) ||
      // «Expresá el área en función del ancho x (los dos lados perpendiculares a la pared)».
      /\ben funcion del? (?:ancho|lado) x\b[^.?]*\bperpendicular(?:es)? (?:a la pared|al muro|al rio)/.test(
        t,
      )) &&
    /(?:expres|escrib|halla|determin|obten)\w*\s+(?:el\s+)?area\b|\ba\s*\(\s*x\s*\)|area en funcion de x/.test(
      t,
    );
  if (functionAsked) {
    const n = comma(L);
    return {
      text: workedReply({
        title: 'El área en función de un lado',
        data: `${n} m de alambre, un lado sin alambre (pared o río); x el lado perpendicular a la pared`,
        steps: [
          `Los dos lados perpendiculares a la pared miden x y el alambre que queda, ${n} − 2x, es el lado paralelo.`,
          `Área = base · altura: $A(x) = x\\,(${n} - 2x)$.`,
        ],
        answer: `**A(x) = x(${n} − 2x) = −2x² + ${n}x**`,
        closing: '¿Para qué valores de x tiene sentido esta función?',
      }),
      certain: true,
    };
  }
  if (!areaAsked && !sidesAsked && !parallelAsked) return undefined;
  if (parallelAsked && sidesAsked) return undefined;
  // With a wall: A(x) = x(L − 2x) = −2x² + Lx, vertex at x = L/4; fenced all round: A(x) = x(L/2 − x), at L/4.
  const x = L / 4;
  const other = wall ? L - 2 * x : L / 2 - x;
  const area = x * other;
  // Checked: no other x on a fine grid gives more.
  const A = (s: number) => (wall ? s * (L - 2 * s) : s * (L / 2 - s));
  for (let k = 1; k < 400; k++) if (A((L / 2) * (k / 400)) > area + 1e-9) return undefined;
  const steps = [
    ...(turns > 1
      ? [
          `Con ${turnsSaid?.[1]} vueltas de alambre, cada vuelta usa ${comma(fence)}/${turns} = ${comma(L)} m: ese es el perímetro que se cerca.`,
        ]
      : []),
    ...(wall
      ? [
          `Llamá x a los dos lados perpendiculares a la pared; el lado paralelo lleva el resto del alambre: ${comma(L)} − 2x.`,
          `El área es A(x) = x(${comma(L)} − 2x) = −2x² + ${comma(L)}x, una parábola con a < 0: el máximo está en el vértice.`,
          `x_v = −b/(2a) = ${comma(L)}/4 = ${comma(x)} m; el lado paralelo mide ${comma(L)} − 2·${comma(x)} = ${comma(other)} m.`,
          `A = ${comma(x)} m · ${comma(other)} m = ${comma(area)} m².`,
        ]
      : [
          `Con lados x e y, el perímetro es 2x + 2y = ${comma(L)}, así que y = ${comma(L / 2)} − x.`,
          `El área es A(x) = x(${comma(L / 2)} − x) = −x² + ${comma(L / 2)}x, una parábola con a < 0: el máximo está en el vértice.`,
          `x_v = ${comma(L / 2)}/2 = ${comma(x)} m, e y = ${comma(other)} m: un cuadrado.`,
          `A = ${comma(x)} m · ${comma(other)} m = ${comma(area)} m².`,
        ]),
  ];
  // The sides asked (with or without the area): both stated; the area alone, its sides on a line apart.
  const answer = parallelAsked
    ? `**Lado paralelo = ${comma(other)} m**\n\nLos otros dos miden ${comma(x)} m cada uno y el área máxima es ${comma(area)} m².`
    : sidesAsked
      ? `**Lados: ${comma(x)} m y ${comma(other)} m; área máxima = ${comma(area)} m²**`
      : `**Área máxima = ${comma(area)} m²**\n\nSe logra con lados de ${comma(x)} m y ${comma(other)} m.`;
  return {
    text: workedReply({
      title: 'Área máxima con un largo de alambre',
      data: `${comma(fence)} m de alambre${turns > 1 ? `, ${turns} vueltas` : ''}${wall ? ', un lado sin alambre (pared o río)' : ''}`,
      steps,
      answer,
      closing: '¿Por qué el máximo de una función cuadrática con a < 0 está en su vértice?',
    }),
    certain: true,
  };
}

/**
 * «Con 100 m de cerca se rodea un terreno rectangular. ¿Cuál es su área si uno de sus lados debe medir
 * 20 m?»: the perimeter fixes the other side, L/2 − a, and the area is their product (no maximum).
 */
function sideGiven(t: string, L: number, a: number | undefined): SolverReply | undefined {
  if (a === undefined || !(a > 0) || !(a < L / 2)) return undefined;
  const question = t.slice(Math.max(0, t.lastIndexOf('¿')));
  if (
    !/(?:cual es|cuanto (?:es|mide|vale)|calcul\w*|halla\w*) (?:su |el )?(?:area|superficie)/.test(question)
  )
    return undefined;
  if (/maxim|perimetro|diagonal/.test(question)) return undefined;
  const other = L / 2 - a;
  const area = a * other;
  return {
    text: workedReply({
      title: 'Área de un rectángulo de perímetro dado',
      data: `${comma(L)} m de cerca alrededor; un lado de ${comma(a)} m`,
      steps: [
        `El alambre es el perímetro: 2·(${comma(a)} + y) = ${comma(L)}, así que el otro lado es y = ${comma(L / 2)} − ${comma(a)} = ${comma(other)} m.`,
        `A = ${comma(a)} m · ${comma(other)} m = ${comma(area)} m².`,
        `Verificación: 2·(${comma(a)} + ${comma(other)}) = ${comma(2 * (a + other))} m ✓`,
      ],
      answer: `**Área = ${comma(area)} m²**`,
      closing: '¿Qué lados darían el área más grande con la misma cerca?',
    }),
    certain: true,
  };
}

export { solveFenceArea };

export const fenceArea = declareSolver({
  name: 'fence_max_area',
  offer: 'área máxima de un terreno rectangular con un largo de alambre',
  summary:
    'The largest rectangular area a given fence length closes, with one side on a wall (A = x(L − 2x)) or fenced all round (a square): the maximum area or the sides, by the vertex of the quadratic.',
  examples: [
    'Con 60 m de alambre se quiere cercar un terreno rectangular junto a una pared, que no lleva alambre. ¿Cuál es el área máxima?',
    'Se dispone de 100 m de alambre para cercar un terreno rectangular. ¿Qué dimensiones dan el área máxima?',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveFenceArea,
});
