/**
 * Exponential growth and decay told in words, as the functions unit asks it: «una población se duplica
 * cada 3 horas; si hay 500, ¿cuántas habrá a las 12 horas?», «$ 10.000 al 5 % anual de interés
 * compuesto durante 3 años», «se desvaloriza un 10 % por año», «se reduce a la mitad cada 8 días». The
 * value after a time, N₀·kᵗ/ᵀ, or the time to reach a value, T·log_k(N/N₀). Every number of the
 * statement is used, the times in one unit (or converted between minutes, hours, days and years).
 */
import type { SolverReply } from './declaration.ts';
import { fmt, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';

/** Numbers as written, with thousands spaces or points: «16 000», «16.000», «8 000 000». */
const AMOUNT = String.raw`\d{1,3}(?:[ .]\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
const amount = (raw: string | undefined) => readNumber((raw ?? '').replace(/ (?=\d{3}\b)/g, '.'));
const UNIT = String.raw`(minutos?|horas?|dias?|semanas?|meses|mes|anos?)`;
const IN_HOURS: Record<string, number> = {
  minuto: 1 / 60,
  hora: 1,
  dia: 24,
  semana: 168,
  mes: 730,
  ano: 8760,
};
// «mes» is singular already: only a plural loses its «s» («meses», «días»).
const hours = (unit: string) =>
  IN_HOURS[unit] ?? IN_HOURS[unit.replace(/(?:e?s)$/, '').replace(/^mese$/, 'mes')] ?? Number.NaN;
const FACTOR: Record<string, number> = { duplica: 2, triplica: 3, cuadruplica: 4 };

interface Model {
  /** The factor k the quantity is multiplied by each period. */
  k: number;
  period: { value: number; unit: string };
  start: number;
  line: string;
  money: boolean;
  /** The unit of the quantity («g», «kg»), when the statement gives one. */
  unit: string;
  /** How many numbers of the statement the model reads. */
  numbers: number;
}

/** «se duplica cada 3 horas», «se reduce a la mitad cada 8 días», «crece un 5 % anual», «pierde el 10 % por año». */
function modelOf(folded: string): Model | undefined {
  // «N(t) = 500·2^(t/3), con t en horas»: the model written as a formula.
  const formula = new RegExp(
    String.raw`\b[a-z]\(t\) = (${AMOUNT}) ?(?:·|\*|\.|x|⋅)? ?(${AMOUNT})\^\(?t ?/ ?(${AMOUNT})\)?,? (?:con |donde |y )?t (?:esta )?(?:en|medido en) ${UNIT}`,
  ).exec(folded);
  if (formula) {
    const [n0, k, T] = [amount(formula[1]), amount(formula[2]), amount(formula[3])];
    if (n0 === undefined || k === undefined || T === undefined || !(n0 > 0)) return undefined;
    return {
      k,
      period: { value: T, unit: formula[4] ?? '' },
      start: n0,
      line: `Cada ${fmt(T, 4)} ${accented(formula[4] ?? '')} se multiplica por ${fmt(k, 4)} (N(t) = ${fmt(n0, 4)} · ${fmt(k, 4)}^(t/${fmt(T, 4)}))`,
      money: false,
      unit: '',
      numbers: 3,
    };
  }
  // The amount at the start; never the number of a period («un cultivo se triplica cada 2 horas») nor a
  // rate («un capital se coloca al 8 %»).
  const start = [
    String.raw`(?:inicialmente|al (?:principio|comienzo)|en un principio)[^.;?]{0,25}?\$?\s*(${AMOUNT})(?![\d.,]*\s*%)`,
    String.raw`(?:capital|poblacion|cultivo|colonia|muestra|deposito|deposita|invierte|invertis|invertimos|compra|vale|cuesta|precio|plazo fijo|prestamo|credito)[^.;?\d]{0,25}?\$?\s*(${AMOUNT})(?![\d.,]*\s*%)`,
    String.raw`(?:hay|habia|tiene|tenia|contiene|(?:empieza|comienza|arranca|se inicia) con)\s+\$?\s*(${AMOUNT})\b(?![\d.,]*\s*%)`,
  ]
    .map((pattern) => new RegExp(pattern).exec(folded))
    .find((match) => match && !/\bcada\b/.test(match[0]));
  const n0 = amount(start?.[1]);
  if (!start || n0 === undefined || n0 <= 0) return undefined;
  const unit = /^\s*(mg|g|kg|ml|l)\b/.exec(folded.slice((start.index ?? 0) + start[0].length))?.[1] ?? '';
  const money = /\$|pesos|capital|interes|deposit|invierte|precio|vale|cuesta/.test(folded);
  // «se duplica cada 3 horas», «duplica su cantidad cada 3 horas».
  const times = new RegExp(
    String.raw`(?:se )?(duplica|triplica|cuadruplica)\w*(?: su (?:cantidad|numero|poblacion|valor|masa|tamano))? cada (${AMOUNT}) ${UNIT}`,
  ).exec(folded);
  if (times) {
    return {
      k: FACTOR[times[1] ?? ''] ?? Number.NaN,
      period: { value: amount(times[2]) ?? Number.NaN, unit: times[3] ?? '' },
      start: n0,
      line: `Cada ${times[2]} ${accented(times[3] ?? '')} se multiplica por ${FACTOR[times[1] ?? '']}`,
      money,
      unit,
      numbers: 2,
    };
  }
  const half = new RegExp(
    String.raw`(?:se reduce a|pierde|se desintegra) la mitad(?: de su (?:masa|cantidad|valor|poblacion))? cada (${AMOUNT}) ${UNIT}|(?:periodo de semidesintegracion|vida media) (?:es )?(?:de )?(${AMOUNT}) ${UNIT}`,
  ).exec(folded);
  if (half) {
    const value = amount(half[1] ?? half[3]);
    return {
      k: 0.5,
      period: { value: value ?? Number.NaN, unit: half[2] ?? half[4] ?? '' },
      start: n0,
      line: `Cada ${fmt(value ?? Number.NaN, 4)} ${accented(half[2] ?? half[4] ?? '')} se reduce a la mitad (se multiplica por 0,5)`,
      money,
      unit,
      numbers: 2,
    };
  }
  const rate = rateOf(folded);
  if (rate) return { ...rate, start: n0, money, unit, numbers: 2 };
  return undefined;
}

/**
 * «Un interés del 4 % mensual, capitalizable mensualmente», «paga el 2,5 % mensual con capitalización
 * mensual»: a rate whose interest is capitalized each period it is said for (the same period only).
 */
function capitalized(folded: string): RegExpExecArray | null {
  const match = new RegExp(
    String.raw`()(?<![\d,.])(${AMOUNT})\s*%\s*(anual|mensual|diario)\b[^.;?]{0,12}?capitaliza\w*\s+(anual|mensual|diaria)`,
  ).exec(folded);
  if (!match || (match[3] ?? '').slice(0, 4) !== (match[4] ?? '').slice(0, 4)) return null;
  match[1] = 'interes compuesto';
  return match;
}

/** «crece un 8 % anual», «al 5 % mensual de interés compuesto», «se desvaloriza un 10 % por año». */
function rateOf(folded: string): Pick<Model, 'k' | 'period' | 'line'> | undefined {
  const rate =
    new RegExp(
      String.raw`(crece|aumenta|se incrementa|interes compuesto|desvaloriza|deprecia|pierde|disminuye|decrece|se reduce)[^.;?%]{0,40}?(${AMOUNT})\s*%\s*(?:de interes compuesto\s*|de su (?:valor|precio|masa|poblacion|cantidad)\s*)?(anual|mensual|diario|por (?:ano|mes|dia|hora)|cada (?:ano|mes|dia|hora))|(${AMOUNT})\s*%\s*(anual|mensual)(?:\s+(?:de|con))?\s+interes compuesto`,
    ).exec(folded) ?? capitalized(folded);
  if (rate) {
    const down = /desvaloriza|deprecia|pierde|disminuye|decrece|se reduce/.test(rate[1] ?? '');
    const p = amount(rate[2] ?? rate[4]);
    const per = rate[3] ?? rate[5] ?? '';
    const span = /anual|ano/.test(per)
      ? 'ano'
      : /mensual|mes/.test(per)
        ? 'mes'
        : /diario|dia/.test(per)
          ? 'dia'
          : 'hora';
    if (p === undefined || (down && p >= 100)) return undefined;
    // Interest that is not said to be compound (nor capitalized) may be simple: another reading.
    if (/interes/.test(folded) && !/compuesto|capitaliz/.test(folded)) return undefined;
    const k = down ? 1 - p / 100 : 1 + p / 100;
    return {
      k,
      period: { value: 1, unit: span },
      line: `${down ? 'Perder' : 'Ganar'} un ${fmt(p, 4)} % por ${span === 'ano' ? 'año' : span === 'dia' ? 'día' : span} es multiplicar por ${fmt(k, 4)} cada ${span === 'ano' ? 'año' : span === 'dia' ? 'día' : span}`,
    };
  }
  return undefined;
}

/** «se duplique», «duplicarse», «se triplica»: the factor reached, by its stem. */
const MULTIPLIED = /\b(dupli|tripli|cuadrupli)(?:que|ca|carse|cara|cado)\b/;

/**
 * «Un capital se coloca al 8 % anual con interés compuesto. ¿Cuántos años completos deben pasar para que
 * se duplique?»: no amount is needed, only the factor: n = log 2 / log 1,08 periods, and the whole
 * periods that reach it when «completos» or «como mínimo» are asked.
 */
function timeToMultiply(folded: string): SolverReply | undefined {
  const question = folded.slice(Math.max(0, folded.lastIndexOf('¿')));
  const times = MULTIPLIED.exec(question);
  const unit = /cuant[oa]s? (anos|meses|dias|horas)\b/.exec(question)?.[1];
  const rate = rateOf(folded);
  if (!times || !unit || !rate || !(rate.k > 1)) return undefined;
  if ((folded.match(new RegExp(AMOUNT, 'g')) ?? []).length !== 1) return undefined;
  if (hours(unit) !== hours(rate.period.unit)) return undefined;
  const factor = FACTOR[`${times[1]}ca`] ?? Number.NaN;
  const periods = Math.log(factor) / Math.log(rate.k);
  if (!(periods > 0)) return undefined;
  const whole = /complet|como minimo|al menos|enteros?\b/.test(question);
  const n = Math.ceil(periods - 1e-9);
  const name = accented(unit);
  return {
    text: workedReply({
      title: 'Crecimiento exponencial: el tiempo',
      data: `${rate.line}; se busca el tiempo en que se multiplica por ${factor}`,
      steps: [
        `${rate.line}: al cabo de n períodos el valor es $C \\cdot ${fmt(rate.k, 4)}^{n}$, sea cual sea el valor inicial C.`,
        `Planteá $${fmt(rate.k, 4)}^{n} = ${factor}$: $n = \\frac{\\log ${factor}}{\\log ${fmt(rate.k, 4)}} \\approx ${fmt(periods, 4)}$.`,
        ...(whole
          ? [
              `Con ${n - 1} ${name} todavía no llega (${fmt(rate.k, 4)}^${n - 1} ≈ ${fmt(rate.k ** (n - 1), 4)}); con ${n} sí (${fmt(rate.k, 4)}^${n} ≈ ${fmt(rate.k ** n, 4)}).`,
            ]
          : []),
      ],
      answer: whole ? `**${n} ${name}**` : `**t ≈ ${fmt(periods, 2)} ${name}**`,
      closing: '¿Por qué no depende del capital inicial?',
    }),
    certain: true,
  };
}

const show = (value: number, money: boolean, unit = '') =>
  money ? `$ ${fmt(value, 2)}` : `${fmt(value, 2)}${unit ? ` ${unit}` : ''}`;
/** A time unit as the folded text has it, with its accent back: «anos» → «años», «dia» → «día». */
const accented = (unit: string) => unit.replace(/^ano/, 'año').replace(/^dia/, 'día');
/** A period's unit in the plural: «mes» → «meses», «ano» → «años». */
const plural = (unit: string) => accented(unit === 'mes' ? 'meses' : /s$/.test(unit) ? unit : `${unit}s`);

/**
 * «¿Cuántos meses completos hacen falta, como mínimo, para que el monto supere los $ 600 000?»: the
 * first whole number of periods that reaches (or, when asked, passes) the value, checked on both sides.
 */
function wholePeriods(
  model: Model,
  target: number,
  periods: number,
  strictly: boolean,
): SolverReply | undefined {
  const { k, start, money } = model;
  if (model.period.value !== 1) return undefined;
  const reaches = (n: number) => {
    const value = start * k ** n;
    const close = Math.abs(value - target) <= 1e-9 * target;
    return k > 1
      ? strictly
        ? value > target && !close
        : value >= target || close
      : value <= target || close;
  };
  let n = Math.max(1, Math.floor(periods));
  while (n > 1 && reaches(n - 1)) n--;
  while (!reaches(n)) n++;
  const name = plural(model.period.unit);
  const at = (m: number) => show(start * k ** m, money, model.unit);
  return {
    text: workedReply({
      title: 'Crecimiento exponencial: el tiempo',
      data: `${model.line}; al principio ${show(start, money, model.unit)}; se busca ${strictly ? 'superar' : 'llegar a'} ${show(target, money, model.unit)}`,
      steps: [
        `${model.line}: al cabo de n períodos vale $${fmt(start, 4)} \\cdot ${fmt(k, 4)}^{n}$.`,
        `Planteá $${fmt(k, 4)}^{n} = ${fmt(target / start, 4)}$: $n = \\frac{\\log ${fmt(target / start, 4)}}{\\log ${fmt(k, 4)}} \\approx ${fmt(periods, 4)}$.`,
        `Verificación: con ${n - 1} ${name} vale ≈ ${at(n - 1)} (todavía no ${strictly ? 'lo supera' : 'llega'}); con ${n}, ≈ ${at(n)} ✓`,
      ],
      answer: `**${n} ${name}**`,
      closing: '¿Por qué se redondea hacia arriba y no al entero más cercano?',
    }),
    certain: true,
  };
}

/** A reply for an exponential growth or decay told in words, or undefined. */
export function growthReading(text: string): SolverReply | undefined {
  // «un auto 0 km» is a new car: a word, not a datum. «Datos: log 1,2 ≈ 0,0792» is a hint for the
  // computation, not a datum of the problem.
  const folded = text
    .replace(/\b0 ?km\b/g, 'nuevo')
    .replace(/\b(?:datos?:\s*)?(?:(?:;|,|y)?\s*log\s*\(?\d[\d.,]*\)?\s*(?:≈|=|~|≃)\s*-?\d[\d.,]*)+/g, '');
  if (/interes simple/.test(folded)) return simpleInterest(folded);
  const model = modelOf(folded);
  if (!model) return timeToMultiply(folded);
  if (!model || !(model.k > 0) || model.k === 1 || !(model.period.value > 0)) return undefined;
  const question = folded.slice(Math.max(0, folded.lastIndexOf('¿')));
  // A change asked, not the amount: the interest earned on a growing capital («¿cuánto interés se
  // gana?», «calculá los intereses ganados») or what a decaying quantity lost («¿qué masa se
  // desintegró?», «¿cuántos gramos se perdieron?») is the difference of the two amounts. Any other
  // change or share («¿cuántas se agregaron?», «¿qué porcentaje queda?») is not read.
  // Only a question opened by «¿» is read so: a statement without one has its data in the same words.
  const asked = folded.includes('¿') ? question : '';
  const earned =
    (/(?:cuanto|que|cual es el|cuales son los|el|los) interes(?:es)?\b/.test(asked) &&
      !/monto|total|final|con (?:los|el|sus) interes|mas (?:los|el) interes/.test(asked)) ||
    /(?:el|los) interes(?:es)? (?:ganad|obtenid|generad)/.test(folded) ||
    /\bcuanto (?:se )?(?:pag|cobr|gan|gener|produc)\w* (?:de|en|por) interes/.test(asked) ||
    /\bgan(?:a|as|o|an|aron|ara)\b/.test(asked);
  const lost =
    /\bperd|\bpierde|desintegr/.test(asked) ||
    /(?:masa|cantidad) desintegrada|(?:lo que|cuanto) (?:se )?(?:perd|desvaloriz)/.test(folded);
  const otherChange =
    /agreg|aument|crecio|crecieron|diferencia|variacion|porcentaje|%|cuant[oa]s? (?:mas|menos)/.test(asked);
  const backward = /\bhace\b/.test(asked) || /\bhabia\b/.test(asked);
  // Money taken out or put in along the way («y luego se retira la mitad»): another operation on it.
  const anotherOperation = /retir|se saca|extra[ej]|agreg|\by luego\b|luego se|despues se|ademas se/.test(
    folded,
  );
  if (otherChange || anotherOperation || (earned && lost)) return undefined;
  // What grows gains, what decays loses: «¿cuánto interés se pierde?» of a growing capital is not read.
  if ((earned && !(model.k > 1)) || (lost && !(model.k < 1))) return undefined;
  const changeAsked: 'earned' | 'lost' | undefined = earned ? 'earned' : lost ? 'lost' : undefined;
  if (backward) return changeAsked ? undefined : before(folded, question, model);
  if (changeAsked && /\b(?:primer|segundo|tercer|cuarto|quinto)\s+(?:ano|mes|dia|periodo)\b/.test(asked))
    return lossInPeriod(folded, question, model);
  const count = (folded.match(new RegExp(AMOUNT, 'g')) ?? []).length;
  const periodHours = hours(model.period.unit) * model.period.value;
  const { k, start, money } = model;
  const base = `$N(t) = ${fmt(start, 4)} \\cdot ${fmt(k, 4)}^{t/${fmt(model.period.value, 4)}}$, con t en ${plural(model.period.unit)}`;
  // «Escribir la función V(t) que da su valor a los t años»: the model itself, every number in it.
  if (
    /(?:escrib|halla|determin|obten|encontr|defin|expres)\w*\s+(?:la\s+)?(?:funcion|formula|expresion|ley)\b/.test(
      folded,
    ) &&
    count === model.numbers &&
    !changeAsked
  ) {
    const name = (/\b([a-z])\s*\(\s*t\s*\)/.exec(folded)?.[1] ?? 'n').toUpperCase();
    const T = model.period.value;
    const power = T === 1 ? `^t` : `^(t/${fmt(T, 4)})`;
    return {
      text: workedReply({
        title: 'Crecimiento exponencial: la función',
        data: `${model.line}; al principio ${show(start, money, model.unit)}`,
        steps: [`${model.line}: ${base}.`],
        answer: `**${name}(t) = ${fmt(start, 4)} · ${fmt(k, 4)}${power}** (t en ${accented(model.period.unit)}${/s$/.test(model.period.unit) ? '' : model.period.unit === 'mes' ? 'es' : 's'})`,
        closing: '¿Qué indica que la base sea menor o mayor que 1?',
      }),
      certain: true,
    };
  }
  // The time to reach a value: «¿en cuántas horas habrá 8000?», «¿cuántos años tardará en duplicarse?».
  const timeAsked =
    /en cuanto tiempo|cuant[oa]s? (?:minutos?|horas?|dias?|semanas?|meses|anos?)|cuanto tiempo|cuando|cuanto (?:tarda|tardara|demora|demorara)/.test(
      question,
    );
  if (timeAsked) {
    // «¿En cuántos años se ganan $ 5000 de interés?»: a change reached, not a value.
    if (changeAsked) return undefined;
    const target = new RegExp(
      String.raw`(?:habra|haya|hay|llegue|llega|alcance|alcanza|valga|sea de|queden|quede|quedar|quedaran|supere)\s+(?:a\s+|los\s+|las\s+)?\$?\s*(${AMOUNT})`,
    ).exec(question);
    // «¿Al cabo de cuántos años vale la mitad (de lo que costó)?»: half the start, no number more.
    const half = !target && /\b(?:vale|valga|valdra|queda|quede|sea|llegue a)\s+la mitad\b/.test(question);
    // «¿En cuántos años se duplica?»: the start times the factor, no number more.
    const multiplied = target || half ? undefined : MULTIPLIED.exec(question);
    const factor = multiplied ? FACTOR[`${multiplied[1]}ca`] : undefined;
    const n = half ? start / 2 : factor ? start * factor : amount(target?.[1]);
    if (n === undefined || n <= 0 || count !== model.numbers + (half || factor ? 0 : 1)) return undefined;
    // The unit the time is asked in: «Expresalo en meses», «¿al cabo de cuántos minutos…?».
    const askedUnit =
      new RegExp(String.raw`expres\w*(?: el (?:resultado|tiempo))? en ${UNIT}`).exec(question)?.[1] ??
      /cuant[oa]s? (minutos?|horas?|dias?|semanas?|meses|anos?)/.exec(question)?.[1] ??
      model.period.unit;
    const periods = Math.log(n / start) / Math.log(k);
    if (!(periods > 0)) return undefined;
    // «¿Cuántos años completos…?», «como mínimo»: whole periods, which the reading of times to multiply
    // says (without the start, which does not change them).
    if (/complet|como minimo|al menos/.test(question)) {
      if (factor) return timeToMultiply(folded.replace(new RegExp(AMOUNT), 'un'));
      return wholePeriods(model, n, periods, /supere|sobrepase|exceda/.test(question));
    }
    const t = (periods * periodHours) / hours(askedUnit);
    const exact = Math.abs(periods - Math.round(periods)) < 1e-9;
    return {
      text: workedReply({
        title: 'Crecimiento exponencial: el tiempo',
        data: `${model.line}; al principio ${show(start, money, model.unit)}; se busca ${show(n, money, model.unit)}`,
        steps: [
          `${model.line}: ${base}.`,
          `Planteá $${fmt(start, 4)} \\cdot ${fmt(k, 4)}^{n} = ${fmt(n, 4)}$, con n la cantidad de períodos: $${fmt(k, 4)}^{n} = ${fmt(n / start, 4)}$, así que $n = \\frac{\\log ${fmt(n / start, 4)}}{\\log ${fmt(k, 4)}} ${exact ? '=' : '\\approx'} ${fmt(periods, 4)}$.`,
          `Cada período dura ${fmt(model.period.value, 4)} ${accented(model.period.unit)}: t ${exact ? '=' : '≈'} ${fmt(t, exact ? 4 : 2)} ${accented(askedUnit)}.`,
        ],
        answer: `**t ${exact && Math.abs(t * 1e4 - Math.round(t * 1e4)) < 1e-6 ? '=' : '≈'} ${fmt(t, exact ? 4 : 2)} ${accented(askedUnit)}**`,
        closing: '¿Por qué hace falta un logaritmo para despejar el exponente?',
      }),
      certain: true,
    };
  }
  // «al cabo de un día»: one of a unit said in words, no number of the statement.
  const afterOne = new RegExp(
    String.raw`(?:despues de|al cabo de|dentro de|en|durante|luego de)\s+(una?)\s+${UNIT}`,
  ).exec(question);
  const after =
    new RegExp(
      String.raw`(?:despues de|al cabo de|a los|a las|dentro de|en|durante|luego de)\s+(${AMOUNT})\s+${UNIT}`,
    ).exec(question) ??
    afterOne ??
    new RegExp(
      String.raw`(?:despues de|al cabo de|a los|a las|dentro de|durante|luego de)\s+(${AMOUNT})\s+${UNIT}`,
    ).exec(folded.slice(0, folded.length - question.length));
  const valueAsked =
    /cuant[oa]s?|que (?:cantidad|masa)|cual (?:sera|es) (?:el|la|su)|cuanto (?:dinero|vale|valdra|habra)|que valor|(?:calcul|determin|hall|obten)\w* (?:el|la) (?:monto|capital final|valor final)/.test(
      question,
    );
  const duration = after === afterOne ? 1 : amount(after?.[1]);
  const durationNumbers = after === afterOne ? 0 : 1;
  if (
    !after ||
    duration === undefined ||
    !(valueAsked || changeAsked) ||
    count !== model.numbers + durationNumbers
  )
    return undefined;
  const t = duration;
  const periods = (t * hours(after[2] ?? '')) / periodHours;
  if (!Number.isFinite(periods) || periods <= 0) return undefined;
  const value = start * k ** periods;
  if (changeAsked) return difference(model, { t, unit: after[2] ?? '', periods, value }, changeAsked);
  const exact = Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
  return {
    text: workedReply({
      title: 'Crecimiento exponencial',
      data: `${model.line}; al principio ${show(start, money, model.unit)}; tiempo: ${fmt(t, 4)} ${accented(after[2] ?? '')}`,
      steps: [
        `${model.line}: ${base}.`,
        ...(hours(after[2] ?? '') === hours(model.period.unit)
          ? []
          : [
              `Pasá el tiempo a ${plural(model.period.unit)}: son ${fmt(periods * model.period.value, 4)} ${plural(model.period.unit)}.`,
            ]),
        `En ${fmt(t, 4)} ${accented(after[2] ?? '')} pasan ${fmt(periods, 4)} períodos: $N = ${fmt(start, 4)} \\cdot ${fmt(k, 4)}^{${fmt(periods, 4)}} ${exact ? '=' : '\\approx'} ${fmt(value, 2)}$.`,
      ],
      answer: `**${money ? 'Valor' : 'Cantidad'} al cabo de ${fmt(t, 4)} ${accented(after[2] ?? '')}: ${exact ? '' : '≈ '}${show(value, money, model.unit)}**`,
      closing: '¿Por qué no alcanza con sumar el mismo porcentaje cada período?',
    }),
    certain: true,
  };
}

const WORD_NUMBER: Record<string, number> = { un: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6 };
const ORDINAL: Record<string, number> = { primer: 1, segundo: 2, tercer: 3, cuarto: 4, quinto: 5 };
const approx = (value: number) => (Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 ? '' : '≈ ');

/**
 * What was earned or lost in a time: the interest a capital earned («¿cuánto interés se gana en 2
 * años?») is the value reached minus the capital; the mass a sample lost («¿qué masa se desintegró al
 * cabo de 24 días?») is the start minus what is left.
 */
function difference(
  model: Model,
  time: { t: number; unit: string; periods: number; value: number },
  asked: 'earned' | 'lost',
): SolverReply {
  const { start, k, money, unit } = model;
  const change = asked === 'earned' ? time.value - start : start - time.value;
  const when = `${fmt(time.t, 4)} ${accented(time.unit)}`;
  const what =
    asked === 'earned'
      ? money
        ? 'Interés ganado'
        : 'Aumento'
      : money
        ? 'Valor perdido'
        : 'Cantidad perdida';
  return {
    text: workedReply({
      title:
        asked === 'earned' ? 'Crecimiento exponencial: lo ganado' : 'Decaimiento exponencial: lo perdido',
      data: `${model.line}; al principio ${show(start, money, unit)}; tiempo: ${when}`,
      steps: [
        `${model.line}: $N(t) = ${fmt(start, 4)} \\cdot ${fmt(k, 4)}^{t/${fmt(model.period.value, 4)}}$, con t en ${plural(model.period.unit)}.`,
        `En ${when} pasan ${fmt(time.periods, 4)} períodos: $N = ${fmt(start, 4)} \\cdot ${fmt(k, 4)}^{${fmt(time.periods, 4)}} ${approx(time.value) ? '\\approx' : '='} ${fmt(time.value, 2)}$.`,
        asked === 'earned'
          ? `Lo ganado es lo que hay al final menos lo del principio: ${show(time.value, money, unit)} − ${show(start, money, unit)} = ${show(change, money, unit)}.`
          : `Lo perdido es lo del principio menos lo que queda: ${show(start, money, unit)} − ${show(time.value, money, unit)} = ${show(change, money, unit)}.`,
        `Verificación: ${show(time.value, money, unit)} ${asked === 'earned' ? '−' : '+'} ${show(change, money, unit)} = ${show(start, money, unit)} ✓`,
      ],
      answer: `**${what} en ${when}: ${approx(change)}${show(change, money, unit)}**`,
      closing:
        asked === 'earned' ? '¿Cuánto dinero hay en total al final?' : '¿Qué fracción de lo inicial queda?',
    }),
    certain: true,
  };
}

/** «Si ahora hay 800, ¿cuántas había hace una hora?»: the value a time before, N·k^(−t/T). */
function before(folded: string, question: string, model: Model): SolverReply | undefined {
  const statement = folded.slice(0, folded.length - question.length);
  if (!/\b(?:ahora|actualmente|hoy|en este (?:momento|instante))\b/.test(statement)) return undefined;
  const ago = new RegExp(String.raw`\bhace (${AMOUNT}|una?|dos|tres|cuatro|cinco|seis) ${UNIT}`).exec(
    question,
  );
  if (!ago || !/habia|cuant|que cantidad/.test(question)) return undefined;
  const digits = /\d/.test(ago[1] ?? '');
  const t = digits ? amount(ago[1]) : WORD_NUMBER[ago[1] ?? ''];
  const count = (folded.match(new RegExp(AMOUNT, 'g')) ?? []).length;
  if (t === undefined || !(t > 0) || count !== model.numbers + (digits ? 1 : 0)) return undefined;
  const periods = (t * hours(ago[2] ?? '')) / (hours(model.period.unit) * model.period.value);
  if (!Number.isFinite(periods) || periods <= 0) return undefined;
  const { start, k, money, unit } = model;
  const value = start * k ** -periods;
  const when = `${fmt(t, 4)} ${accented(ago[2] ?? '')}`;
  return {
    text: workedReply({
      title: 'Crecimiento exponencial hacia atrás',
      data: `${model.line}; ahora ${show(start, money, unit)}; hace ${when}`,
      steps: [
        `${model.line}. Hace ${when} pasaron ${fmt(periods, 4)} períodos hasta ahora: lo de entonces, multiplicado ${fmt(periods, 4)} veces por ${fmt(k, 4)}, da lo de ahora.`,
        `Volvé para atrás dividiendo: $N = \\frac{${fmt(start, 4)}}{${fmt(k, 4)}^{${fmt(periods, 4)}}} ${approx(value) ? '\\approx' : '='} ${fmt(value, 2)}$.`,
        `Verificación: ${fmt(value, 2)} · ${fmt(k, 4)}^${fmt(periods, 4)} = ${fmt(value * k ** periods, 2)} ✓`,
      ],
      answer: `**Cantidad hace ${when}: ${approx(value)}${show(value, money, unit)}**`,
      closing: '¿Cuántas habrá dentro de la misma cantidad de tiempo?',
    }),
    certain: true,
  };
}

/** «¿Cuánto valor pierde durante el segundo año?»: what is lost in the n-th period, N₀kⁿ⁻¹ − N₀kⁿ. */
function lossInPeriod(folded: string, question: string, model: Model): SolverReply | undefined {
  const ordinal = /\b(primer|segundo|tercer|cuarto|quinto)\s+(ano|mes|dia|periodo)\b/.exec(question);
  const n = ORDINAL[ordinal?.[1] ?? ''];
  const count = (folded.match(new RegExp(AMOUNT, 'g')) ?? []).length;
  if (!ordinal || n === undefined || count !== model.numbers) return undefined;
  // The period asked is the model's own: «el segundo año» of a loss «por año».
  if (model.period.value !== 1 || (ordinal[2] !== 'periodo' && ordinal[2] !== model.period.unit))
    return undefined;
  const { start, k, money, unit } = model;
  const [from, to] = [start * k ** (n - 1), start * k ** n];
  const change = Math.abs(from - to);
  const span = ordinal[2] === 'ano' ? 'año' : ordinal[2] === 'dia' ? 'día' : (ordinal[2] ?? '');
  const ord = ordinal[1] === 'primer' ? 'primer' : ordinal[1] === 'tercer' ? 'tercer' : ordinal[1];
  const word = k > 1 ? 'ganado' : 'perdido';
  return {
    text: workedReply({
      title: `Lo ${word} en un período`,
      data: `${model.line}; al principio ${show(start, money, unit)}; se pregunta por el ${ord} ${span}`,
      steps: [
        `El ${ord} ${span} va del final del ${span} ${n - 1} al final del ${span} ${n}: al empezarlo vale ${fmt(start, 4)} · ${fmt(k, 4)}^${n - 1} = ${show(from, money, unit)}.`,
        `Al terminarlo vale ${show(from, money, unit)} · ${fmt(k, 4)} = ${show(to, money, unit)}.`,
        `Lo ${word} en ese ${span} es la diferencia: ${show(Math.max(from, to), money, unit)} − ${show(Math.min(from, to), money, unit)} = ${show(change, money, unit)} (el ${fmt(Math.abs(k - 1) * 100, 4)} % de lo que valía al empezarlo ✓).`,
      ],
      answer: `**${k > 1 ? 'Ganado' : 'Perdido'} durante el ${ord} ${span}: ${approx(change)}${show(change, money, unit)}**`,
      closing: `¿Por qué se ${word === 'perdido' ? 'pierde' : 'gana'} distinto cada ${span} si el porcentaje es el mismo?`,
    }),
    certain: true,
  };
}

/**
 * «¿Qué capital hay que colocar al 3,5 % mensual de interés simple durante 5 meses para obtener $ 42 000
 * de intereses?»: the capital from the interest it must earn, C = I / (r·t), or from the amount it must
 * reach, C = M / (1 + r·t); checked forwards. 'not asked' when the capital is not the question.
 */
function capitalBackwards(folded: string, question: string): SolverReply | undefined | 'not asked' {
  if (
    !/(?:que|cual es el) capital|cuanto (?:dinero )?(?:hay que|se debe|debo|debe) (?:colocar|depositar|invertir)/.test(
      question,
    )
  )
    return 'not asked';
  const money = [...folded.matchAll(new RegExp(String.raw`\$\s*(${AMOUNT})`, 'g'))];
  const rate = new RegExp(String.raw`(${AMOUNT})\s*%\s*(anual|mensual)`).exec(folded);
  const time = new RegExp(String.raw`(${AMOUNT})\s+(anos?|meses|mes)\b`).exec(folded);
  const [given] = money;
  const count = (folded.match(new RegExp(AMOUNT, 'g')) ?? []).length;
  if (money.length !== 1 || !given || !rate || !time || count !== 3) return undefined;
  const after = folded.slice((given.index ?? 0) + given[0].length, (given.index ?? 0) + given[0].length + 20);
  const before = folded.slice(Math.max(0, (given.index ?? 0) - 25), given.index);
  const isInterest = /^\s*(?:de|en) interes/.test(after) || /interes(?:es)? de\s*$/.test(before);
  // «para obtener $ 42 000 de intereses» is the interest, whatever verb comes before it.
  const isAmount =
    !isInterest &&
    /(?:monto|total) de\s*$|\b(?:reunir|convierta en|se transforme en|llegar a|tener)\s*$/.test(before);
  if (isInterest === isAmount) return undefined;
  const [v, r, t] = [amount(given[1]), amount(rate[1]), amount(time[1])];
  if (v === undefined || r === undefined || t === undefined || !(v > 0 && r > 0 && t > 0)) return undefined;
  const yearly = rate[2] === 'anual';
  const inYears = /ano/.test(time[2] ?? '');
  const periods = yearly === inYears ? t : yearly ? t / 12 : t * 12;
  const share = (r / 100) * periods;
  const c = isInterest ? v / share : v / (1 + share);
  const earned = c * share;
  // The check: the capital found earns the interest (or reaches the amount) said.
  if (Math.abs((isInterest ? earned : c + earned) - v) > 1e-6 * v) return undefined;
  const per = yearly ? 'año' : 'mes';
  return {
    text: workedReply({
      title: 'Interés simple: el capital',
      data: `${isInterest ? 'interés' : 'monto'} $ ${fmt(v, 2)}; tasa ${fmt(r, 4)} % ${rate[2]}; tiempo ${fmt(t, 4)} ${accented(time[2] ?? '')}`,
      steps: [
        `En interés simple $I = C \\cdot \\frac{r}{100} \\cdot t$, con t en ${per === 'año' ? 'años' : 'meses'}${yearly === inYears ? '' : ` (t = ${fmt(periods, 4)})`}: en ese tiempo el capital gana ${fmt(r, 4)} % · ${fmt(periods, 4)} = ${fmt(share * 100, 4)} % de sí mismo.`,
        isInterest
          ? `Ese interés es el dato: $C \\cdot ${fmt(share, 4)} = ${fmt(v, 2)}$, así que $C = \\frac{${fmt(v, 2)}}{${fmt(share, 4)}} = ${fmt(c, 2)}$.`
          : `El monto es capital más interés: $C \\cdot (1 + ${fmt(share, 4)}) = ${fmt(v, 2)}$, así que $C = \\frac{${fmt(v, 2)}}{${fmt(1 + share, 4)}} = ${fmt(c, 2)}$.`,
        `Verificación: $ ${fmt(c, 2)} · ${fmt(share, 4)} = $ ${fmt(earned, 2)} de interés${isInterest ? '' : `, y $ ${fmt(c, 2)} + $ ${fmt(earned, 2)} = $ ${fmt(v, 2)}`} ✓`,
      ],
      answer: `**Capital: $ ${fmt(c, 2)}**`,
      closing: '¿Qué capital haría falta si el interés fuera compuesto?',
    }),
    certain: true,
  };
}

/**
 * «Se depositan $ 10 000 al 5 % anual de interés simple. ¿Cuánto dinero habrá al cabo de 3 años?»: the
 * interest is C·r·t, the same every period, and the amount reached C + C·r·t. The interest alone is
 * answered when it is what is asked («¿cuánto interés se gana?»).
 */
function simpleInterest(folded: string): SolverReply | undefined {
  if (/compuesto|retir|se saca|extra[ej]|agreg/.test(folded) || !folded.includes('¿')) return undefined;
  const question = folded.slice(folded.lastIndexOf('¿'));
  const backwards = capitalBackwards(folded, question);
  if (backwards !== 'not asked') return backwards;
  const capital = new RegExp(String.raw`\$\s*(${AMOUNT})|(${AMOUNT}) pesos`).exec(folded);
  const rate = new RegExp(String.raw`(${AMOUNT})\s*%\s*(anual|mensual)`).exec(folded);
  const time = new RegExp(String.raw`(${AMOUNT})\s+(anos?|meses|mes)\b`).exec(folded);
  const c = amount(capital?.[1] ?? capital?.[2]);
  const r = amount(rate?.[1]);
  const t = amount(time?.[1]);
  const count = (folded.match(new RegExp(AMOUNT, 'g')) ?? []).length;
  if (c === undefined || r === undefined || t === undefined || !rate || !time || count !== 3)
    return undefined;
  if (!(c > 0 && r > 0 && t > 0)) return undefined;
  const interestAsked = /(?:cuanto|que|cual es el|cuales son los) interes/.test(question);
  const amountAsked =
    /cuanto dinero|monto|capital final|total|cuanto (?:tendra|habra|se (?:retira|obtiene|cobra)|obtendra|recibira|retirara|cobrara)/.test(
      question,
    );
  if (interestAsked === amountAsked) return undefined;
  // The rate and the time in one unit: a yearly rate over months is a twelfth a month.
  const yearly = rate[2] === 'anual';
  const inYears = /ano/.test(time[2] ?? '');
  const periods = yearly === inYears ? t : yearly ? t / 12 : t * 12;
  const per = yearly ? 'año' : 'mes';
  const interest = (c * r * periods) / 100;
  const total = c + interest;
  const timeText = `${fmt(t, 4)} ${accented(time[2] ?? '')}`;
  return {
    text: workedReply({
      title: 'Interés simple',
      data: `capital $ ${fmt(c, 2)}; tasa ${fmt(r, 4)} % ${rate[2]}; tiempo ${timeText}`,
      steps: [
        `En interés simple el interés es el mismo cada ${per}, calculado sobre el capital inicial: $I = C \\cdot \\frac{r}{100} \\cdot t$, con t en ${per === 'año' ? 'años' : 'meses'}${yearly === inYears ? '' : ` (t = ${fmt(periods, 4)})`}.`,
        `$I = ${fmt(c, 2)} \\cdot ${fmt(r / 100, 4)} \\cdot ${fmt(periods, 4)} = ${fmt(interest, 2)}$.`,
        `El monto es el capital más el interés: $M = ${fmt(c, 2)} + ${fmt(interest, 2)} = ${fmt(total, 2)}$.`,
        `Verificación: $ ${fmt(total, 2)} − $ ${fmt(c, 2)} = $ ${fmt(interest, 2)} = ${fmt(periods, 4)} · $ ${fmt((c * r) / 100, 2)} ✓`,
      ],
      answer: interestAsked
        ? `**Interés ganado en ${timeText}: $ ${fmt(interest, 2)}**`
        : `**Monto al cabo de ${timeText}: $ ${fmt(total, 2)}**`,
      closing: '¿Cuánto habría con interés compuesto a la misma tasa?',
    }),
    certain: true,
  };
}
