/**
 * The bond two elements form and the formula of their binary compound: a metal with a nonmetal is ionic
 * (its formula from the ions' charges by group, crossed and simplified); two nonmetals share electrons,
 * polar or not by their electronegativity difference. The elements are named, written by symbol, or
 * given as «X» by its Z or its electrons. Sure only when the two criteria the course uses (metal with
 * nonmetal, and the difference against 1,7 and 0,4) agree, away from the borders.
 */
import { parseFormula, pretty } from '../../science/formula.ts';
import { NONMETALS, periodicProperties, SEMIMETALS } from '../../science/periodic-properties.ts';
import { foldText } from '../text.ts';
import { placement } from './atoms.ts';
import type { SolverReply } from './declaration.ts';
import { optionLines, provenOption } from './option-lines.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const BY_NAME = new Map([...periodicProperties].map(([symbol, row]) => [foldText(row.name), symbol]));
const BY_Z = new Map([...periodicProperties].map(([symbol, row]) => [row.z, symbol]));

/** The elements a statement names, in order, each once; «X» read from its Z or a neutral atom's electrons. */
function elementsIn(text: string, folded: string): { symbols: string[]; used: number[] } | undefined {
  const symbols: string[] = [];
  const used: number[] = [];
  const add = (symbol: string) => {
    if (!symbols.includes(symbol)) symbols.push(symbol);
  };
  const x =
    /\bx\b[^.]*?\b(?:z\s*=\s*|numero atomico (?:es |de |igual a )?)(\d+)/.exec(folded) ??
    /\batomo neutro x (?:que )?(?:tiene|posee) (\d+) electrones/.exec(folded);
  if (x) {
    const z = Number(x[1]);
    const symbol = BY_Z.get(z);
    if (!symbol) return undefined;
    used.push(z);
    add(symbol);
  }
  for (const m of text.matchAll(/(?<![\p{L}\d])([A-Z][a-z]?)(?![\p{L}])/gu)) {
    const symbol = m[1] ?? '';
    // «Se», «Si», «As», «In» also start Spanish sentences: those are read by name only.
    if (symbol !== 'X' && periodicProperties.has(symbol) && !/^(?:I|Se|Si|As|In)$/.test(symbol)) add(symbol);
  }
  for (const m of folded.matchAll(/\p{L}+/gu)) {
    const symbol = BY_NAME.get(m[0]);
    if (symbol) add(symbol);
  }
  return { symbols, used };
}

/** The usual charge of a main-group element's ion (metals lose, nonmetals gain to an octet). */
function ionCharge(symbol: string): number | undefined {
  const z = periodicProperties.get(symbol)?.z;
  const place = z === undefined ? undefined : placement(z);
  if (!place) return undefined;
  if (place.group === 1 || place.group === 2) return place.group;
  if (symbol === 'Al') return 3;
  if (place.group >= 15 && place.group <= 17 && NONMETALS.has(symbol)) return place.group - 18;
  return undefined;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const fmt = (n: number) => n.toFixed(2).replace('.', ',');

export function solveBondType(problem: string): SolverReply | undefined {
  return bondType(problem) ?? bondAmongOptions(problem);
}

/**
 * «¿Cuál de estas sustancias presenta enlace iónico?» with formulas as options: ionic a metal with a
 * nonmetal whose difference passes 1,7, covalent two nonmetals under 1,7; any other pair is not weighed.
 */
function bondAmongOptions(problem: string): SolverReply | undefined {
  const read = optionLines(problem);
  if (!read) return undefined;
  const folded = foldText(read.statement);
  const wanted =
    /cual(?:es)? de (?:las siguientes|estas) (?:sustancias|compuestos)[^?]*(?:enlace|union) (ionic|covalent)/.exec(
      folded,
    )?.[1];
  if (!wanted || /\d/.test(folded.replace(/^\s*\d+\s*[).-]\s*/, ''))) return undefined;
  const ionic = (text: string): boolean | undefined => {
    const parsed = parseFormula(text.trim());
    if (!parsed.ok) return undefined;
    const symbols = [...parsed.composition.keys()];
    if (symbols.length > 2 || symbols.some((x) => SEMIMETALS.has(x) || !periodicProperties.has(x)))
      return undefined;
    const [a = '', b = a] = symbols;
    const delta = Math.abs(
      (periodicProperties.get(a)?.electronegativity ?? Number.NaN) -
        (periodicProperties.get(b)?.electronegativity ?? Number.NaN),
    );
    const metals = symbols.filter((x) => !NONMETALS.has(x)).length;
    if (metals === 1 && symbols.length === 2 && delta >= 1.8) return true;
    if (metals === 0 && delta <= 1.6) return false;
    return undefined;
  };
  const named = provenOption(read.options, (option) => {
    const verdict = ionic(option.text);
    return verdict === undefined ? undefined : verdict === (wanted === 'ionic');
  });
  if (!named) return undefined;
  return {
    text: workedReply({
      title: 'Tipo de enlace',
      data: read.options
        .filter((o) => !o.none)
        .map((o) => o.text)
        .join(', '),
      steps: [
        'Un metal con un no metal de electronegatividad mucho mayor (diferencia mayor que 1,7) forma iones: enlace iónico.',
        'Dos no metales comparten electrones: enlace covalente.',
        ...read.options
          .filter((o) => !o.none)
          .map(
            (o) =>
              `${o.label}) ${o.text}: ${ionic(o.text) ? 'metal con no metal, iónico' : 'no metales, covalente'}.`,
          ),
      ],
      answer: `**${named.label}) ${named.text}**`,
      closing: '¿Qué propiedades esperás de un compuesto iónico (punto de fusión, conducción)?',
    }),
    certain: true,
    option: named.label,
  };
}

function bondType(problem: string): SolverReply | undefined {
  const text = withoutOptions(problem);
  const folded = foldText(text);
  const asksBond =
    /tipo de enlace|que enlace|enlace (?:que )?(?:se )?(?:forma|formaran|presenta|tiene|es)/.test(folded);
  const asksFormula = /formula (?:del|de el) compuesto (?:que )?(?:se )?forma/.test(folded);
  if (!asksBond && !asksFormula) return undefined;
  // Bonds of a molecule, intermolecular forces, polarity asked too: other questions.
  if (/intermolecular|polaridad|geometri|\bmolecula\b|puente|dativ|metalico/.test(folded)) return undefined;
  const read = elementsIn(text, folded);
  if (read?.symbols.length !== 2) return undefined;
  // Every number read: X's Z, or a neutral atom's electrons (its neutrons leave the chemistry as it is).
  const numbers = [...text.replace(/^\s*\d+\s*[).-]\s*/, '').matchAll(/\d+/g)].map((m) => Number(m[0]));
  const neutrons = [...folded.matchAll(/(\d+) neutrones/g)].map((m) => Number(m[1]));
  if (numbers.some((n) => !read.used.includes(n) && !neutrons.includes(n))) return undefined;
  const [a, b] = read.symbols as [string, string];
  const enA = periodicProperties.get(a)?.electronegativity;
  const enB = periodicProperties.get(b)?.electronegativity;
  if (enA === undefined || enB === undefined || SEMIMETALS.has(a) || SEMIMETALS.has(b)) return undefined;
  const metalA = !NONMETALS.has(a);
  const metalB = !NONMETALS.has(b);
  if (metalA && metalB) return undefined;
  const delta = Math.abs(enA - enB);
  let kind: string;
  if (metalA !== metalB) {
    // Metal with nonmetal: ionic, and the difference must say so too.
    if (delta < 1.8) return undefined;
    kind = 'iónico';
  } else {
    if (a !== b && (delta > 1.6 || (delta > 0.3 && delta < 0.5))) return undefined;
    kind = delta >= 0.5 ? 'covalente polar' : 'covalente no polar';
  }
  const steps = [
    `Electronegatividades (Pauling): ${a} ${fmt(enA)}, ${b} ${fmt(enB)}; diferencia ${fmt(delta)}.`,
    metalA !== metalB
      ? `Un metal (${metalA ? a : b}) con un no metal (${metalA ? b : a}) y una diferencia mayor que 1,7: el metal cede electrones y el no metal los gana; se forman iones y el enlace es iónico.`
      : `Dos no metales comparten electrones: enlace covalente, ${delta >= 0.5 ? 'polar porque la diferencia supera 0,4' : 'no polar porque la diferencia es menor que 0,4'}.`,
  ];
  const results: string[] = [];
  if (asksFormula) {
    if (metalA === metalB) return undefined;
    const metal = metalA ? a : b;
    const nonmetal = metalA ? b : a;
    const plus = ionCharge(metal);
    const minus = ionCharge(nonmetal);
    if (plus === undefined || minus === undefined || plus <= 0 || minus >= 0) return undefined;
    const k = gcd(plus, -minus);
    const nMetal = -minus / k;
    const nNonmetal = plus / k;
    const formula = pretty(`${metal}${nMetal > 1 ? nMetal : ''}${nonmetal}${nNonmetal > 1 ? nNonmetal : ''}`);
    steps.push(
      `Iones: ${metal} forma ${metal}${plus > 1 ? plus : ''}⁺ y ${nonmetal} forma ${nonmetal}${-minus > 1 ? -minus : ''}⁻; la fórmula neutra cruza las cargas: ${formula} (${nMetal} · (+${plus}) + ${nNonmetal} · (${minus}) = 0).`,
    );
    results.push(formula);
  }
  if (asksBond) results.push(`enlace ${kind}`);
  return {
    text: workedReply({
      title: 'Tipo de enlace',
      data: `${a} y ${b}`,
      steps,
      answer: `**${results.join(', ')}**`,
      closing:
        '¿Qué propiedades esperás de un compuesto con este tipo de enlace (punto de fusión, conducción)?',
    }),
    certain: true,
  };
}
