/**
 * An element known by its outer configuration («Un elemento representativo X tiene la configuración
 * electrónica externa 4s² 4p¹»): its Z (the levels below are full, the d of the level before too), and
 * what the exams ask of it — its atomic number, the electrons of its ion, the neutrons of an isotope of
 * a given mass number, its period and group. Every number of the statement is read, or no reply.
 */
import { foldText } from '../text.ts';
import { placement } from './atoms.ts';
import type { SolverReply } from './declaration.ts';
import { optionLines, provenOption } from './option-lines.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const fromSuperscript = (text: string) =>
  [...text].map((c) => (SUPERSCRIPT.includes(c) ? String(SUPERSCRIPT.indexOf(c)) : c)).join('');

/** The filling order (Madelung), as atoms.ts fills it. */
const ORDER = ['1s', '2s', '2p', '3s', '3p', '4s', '3d', '4p', '5s', '4d', '5p', '6s'];
const CAPACITY: Readonly<Record<string, number>> = { s: 2, p: 6, d: 10 };

const TERMS = /(?<![\d\p{L}])([1-7])([spd])\^?(\d{1,2})(?![\d\p{L}])/gu;

/** Z from the outer terms: every subshell before the last one full; undefined unless the check holds. */
function zOfOuter(terms: { n: number; l: string; count: number }[]): number | undefined {
  const last = terms.at(-1);
  if (!last) return undefined;
  const position = ORDER.indexOf(`${last.n}${last.l}`);
  if (position < 0) return undefined;
  const z =
    ORDER.slice(0, position).reduce((sum, sub) => sum + (CAPACITY[sub.slice(-1)] ?? 0), 0) + last.count;
  const place = placement(z);
  if (!place) return undefined;
  // The terms written must be the element's outer level as the table fills it.
  const full = new Map(
    [...fromSuperscript(place.configuration).matchAll(TERMS)].map((m) => [`${m[1]}${m[2]}`, Number(m[3])]),
  );
  const outer = [...full].filter(([sub]) => Number(sub.charAt(0)) === place.period);
  if (terms.some((t) => t.n !== place.period || full.get(`${t.n}${t.l}`) !== t.count)) return undefined;
  if (outer.length !== terms.length) return undefined;
  return z;
}

export function solveOuterConfiguration(problem: string): SolverReply | undefined {
  return outerConfiguration(problem) ?? shellCounts(problem);
}

function outerConfiguration(problem: string): SolverReply | undefined {
  const text = withoutOptions(problem);
  const folded = foldText(text);
  if (
    !/configuracion electronica (?:externa|de valencia|del ultimo nivel|de su ultimo nivel)|capa (?:de valencia|externa)[^.?]*configuracion/.test(
      folded,
    )
  ) {
    return undefined;
  }
  const plain = fromSuperscript(text);
  const terms = [...plain.matchAll(TERMS)].map((m) => ({
    n: Number(m[1]),
    l: m[2] ?? '',
    count: Number(m[3]),
  }));
  if (terms.length === 0 || terms.length > 2) return undefined;
  const z = zOfOuter(terms);
  const place = z === undefined ? undefined : placement(z);
  if (z === undefined || !place) return undefined;
  const configEnd = Math.max(...[...plain.matchAll(TERMS)].map((m) => m.index + m[0].length));
  const after = text.slice(configEnd);
  const question = foldText(after);
  const results: string[] = [];
  const steps: string[] = [
    `La configuración externa ${terms.map((t) => `${t.n}${t.l}${[...String(t.count)].map((d) => SUPERSCRIPT[Number(d)]).join('')}`).join(' ')} es la del nivel ${place.period}; los subniveles anteriores están completos: ${place.configuration}.`,
    `Sumando todos los electrones del átomo neutro: Z = ${z}.`,
  ];
  const used: number[] = [];
  if (/numero atomico|\bz\b/.test(question)) results.push(`Z = ${z}`);
  // «el catión X³⁺», «su ion X²⁻»: the ion's electrons.
  const ion = /(?<![\p{L}])X([⁰¹²³⁴⁵⁶⁷⁸⁹]*)([⁺⁻])/u.exec(after);
  if (ion && /electrones/.test(question)) {
    const size = ion[1] ? Number(fromSuperscript(ion[1])) : 1;
    const charge = ion[2] === '⁺' ? size : -size;
    if (ion[1]) used.push(size);
    const electrons = z - charge;
    steps.push(
      `El ion X${ion[1]}${ion[2]} ${charge > 0 ? `perdió ${size}` : `ganó ${size}`} electrones: ${z} ${charge > 0 ? '−' : '+'} ${size} = ${electrons}.`,
    );
    results.push(`${electrons} electrones en el ion`);
  }
  // «el isótopo de número másico 70»: its neutrons.
  const isotope = /numero masico (?:es |de |igual a )?(\d+)/.exec(question);
  if (isotope && /neutrones/.test(question)) {
    const a = Number(isotope[1]);
    used.push(a);
    if (!(a > z)) return undefined;
    steps.push(`Neutrones del isótopo: A − Z = ${a} − ${z} = ${a - z}.`);
    results.push(`${a - z} neutrones`);
  }
  if (/periodo|grupo|(?:ubicacion|posicion|lugar|ubica)[^.?]*tabla periodica/.test(question)) {
    steps.push(
      `El nivel más alto ocupado es el ${place.period} (período) y tiene ${place.lastLevel} electrones de valencia: grupo ${place.group}.`,
    );
    results.push(`período ${place.period}, grupo ${place.group}`);
  }
  if (results.length === 0) return undefined;
  // A question this reading does not answer (its name, the metal character, a compound) leaves it unsure.
  if (
    /nombre|metal|compuesto|formula|enlace|electronegativ|radio|ionizacion|valencia\b(?! ?[?.])/.test(
      question,
    )
  ) {
    return undefined;
  }
  // Every number read: the terms' levels and counts, a charge, a mass number.
  const rest = plain.replace(TERMS, ' ').replace(/^\s*\d+\s*[).-]\s*/, '');
  const left = [...rest.matchAll(/\d+/g)].map((m) => Number(m[0]));
  if (left.some((n) => !used.includes(n)) || used.some((n) => !left.includes(n))) return undefined;
  return {
    text: workedReply({
      title: 'Un elemento por su configuración externa',
      data: `configuración externa ${terms.map((t) => `${t.n}${t.l}${[...String(t.count)].map((d) => SUPERSCRIPT[Number(d)]).join('')}`).join(' ')}`,
      steps,
      answer: results.map((r) => `**${r.charAt(0).toUpperCase()}${r.slice(1)}**`).join('\n'),
      closing: '¿Qué otros elementos tienen la misma configuración externa, con otro nivel?',
    }),
    certain: true,
  };
}

const ORDINALS = ['primer', 'segundo', 'tercer', 'cuarto', 'quinto'];
const SHELL =
  /(\d+)\s+(?:electrones\s+)?en\s+(?:el\s+)?(primer|segundo|tercer|cuarto|quinto)o?(?:\s+(?:nivel|capa))?/g;

/**
 * «Un átomo neutro tiene 2 electrones en el primer nivel, 8 en el segundo y 5 en el tercero»: Z is their
 * sum and the last level's are the valence electrons, when the levels are the ones the table fills.
 */
function shellCounts(problem: string): SolverReply | undefined {
  const read = optionLines(problem);
  const text = read?.statement ?? withoutOptions(problem);
  const folded = foldText(text);
  const shells = [...folded.matchAll(SHELL)];
  if (shells.length < 2 || !/neutro/.test(folded)) return undefined;
  const counts = shells.map((m) => Number(m[1]));
  if (shells.some((m, i) => ORDINALS.indexOf(m[2] ?? '') !== i)) return undefined;
  // Every number of the statement is a level's count.
  const rest = folded.replace(SHELL, ' ').replace(/^\s*\d+\s*[).-]\s*/, '');
  if (/\d/.test(rest)) return undefined;
  const z = counts.reduce((a, b) => a + b, 0);
  const place = placement(z);
  if (!place) return undefined;
  const byLevel = counts.map(() => 0);
  for (const m of fromSuperscript(place.configuration).matchAll(TERMS))
    byLevel[Number(m[1]) - 1] = (byLevel[Number(m[1]) - 1] ?? 0) + Number(m[3]);
  if (byLevel.length !== place.period || byLevel.some((n, i) => n !== counts[i])) return undefined;
  const valence = counts.at(-1) ?? 0;
  const question = foldText(text.slice(text.search(/[^.]*$/)));
  const asksZ = /numero atomico|\bz\b/.test(question);
  const asksValence = /valencia/.test(question);
  if (!asksZ && !asksValence) return undefined;
  const results = [
    ...(asksZ ? [`Z = ${z}`] : []),
    ...(asksValence ? [`${valence} electrones de valencia`] : []),
  ];
  let named: { label: string; text: string } | undefined;
  if (read) {
    named = provenOption(read.options, (option) => {
      const said = foldText(option.text);
      const zSaid = /\bz\s*=\s*(\d+)/.exec(said)?.[1];
      const valenceSaid = /(\d+) electrones de valencia/.exec(said)?.[1];
      if ((asksZ && !zSaid) || (asksValence && !valenceSaid)) return undefined;
      return (!asksZ || Number(zSaid) === z) && (!asksValence || Number(valenceSaid) === valence);
    });
    if (!named) return undefined;
  }
  return {
    text: workedReply({
      title: 'Electrones por nivel',
      data: counts.map((n, i) => `nivel ${i + 1}: ${n}`).join('; '),
      steps: [
        `El átomo es neutro: tiene tantos protones como electrones, Z = ${counts.join(' + ')} = ${z}.`,
        `Los electrones de valencia son los del último nivel ocupado, el ${counts.length}: ${valence}. Su configuración, ${place.configuration}, lo ubica en el período ${place.period}, grupo ${place.group}.`,
      ],
      answer: named ? `**${named.label}) ${named.text}**` : `**${results.join(' y ')}**`,
      closing: '¿Qué ion tiende a formar para completar su último nivel?',
    }),
    certain: true,
    ...(named && { option: named.label }),
  };
}
