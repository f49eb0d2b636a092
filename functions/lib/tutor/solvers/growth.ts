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

const AMOUNT = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
const amount = (raw: string | undefined) => readNumber(raw ?? '');
const UNIT = String.raw`(minutos?|horas?|dias?|semanas?|meses|mes|anos?)`;
const IN_HOURS: Record<string, number> = {
  minuto: 1 / 60,
  hora: 1,
  dia: 24,
  semana: 168,
  mes: 730,
  ano: 8760,
};
const hours = (unit: string) => IN_HOURS[unit.replace(/(?:e?s)$/, '').replace(/^mese$/, 'mes')] ?? Number.NaN;
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
  const start =
    new RegExp(
      String.raw`(?:inicialmente|al (?:principio|comienzo)|en un principio)[^.;?]{0,25}?\$?\s*(${AMOUNT})`,
    ).exec(folded) ??
    new RegExp(
      String.raw`(?:capital|poblacion|cultivo|colonia|muestra|deposito|deposita|invierte|compra|vale|cuesta|precio)[^.;?\d]{0,25}?\$?\s*(${AMOUNT})`,
    ).exec(folded) ??
    new RegExp(String.raw`(?:hay|habia|tiene|tenia|contiene)\s+(${AMOUNT})\b`).exec(folded);
  const n0 = amount(start?.[1]);
  if (!start || n0 === undefined || n0 <= 0) return undefined;
  const unit = /^\s*(mg|g|kg|ml|l)\b/.exec(folded.slice((start.index ?? 0) + start[0].length))?.[1] ?? '';
  const money = /\$|pesos|capital|interes|deposit|invierte|precio|vale|cuesta/.test(folded);
  const times = new RegExp(String.raw`se (duplica|triplica|cuadruplica)\w* cada (${AMOUNT}) ${UNIT}`).exec(
    folded,
  );
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
    String.raw`se reduce a la mitad cada (${AMOUNT}) ${UNIT}|(?:periodo de semidesintegracion|vida media) (?:es )?(?:de )?(${AMOUNT}) ${UNIT}`,
  ).exec(folded);
  if (half) {
    const value = amount(half[1] ?? half[3]);
    return {
      k: 0.5,
      period: { value: value ?? Number.NaN, unit: half[2] ?? half[4] ?? '' },
      start: n0,
      line: `Cada ${fmt(value ?? Number.NaN, 4)} ${half[2] ?? half[4]} se reduce a la mitad (se multiplica por 0,5)`,
      money,
      unit,
      numbers: 2,
    };
  }
  const rate = new RegExp(
    String.raw`(crece|aumenta|se incrementa|interes compuesto|desvaloriza|deprecia|pierde|disminuye|decrece|se reduce)[^.;?%]{0,40}?(${AMOUNT})\s*%\s*(?:de interes compuesto\s*)?(anual|mensual|diario|por (?:ano|mes|dia|hora)|cada (?:ano|mes|dia|hora))|(${AMOUNT})\s*%\s*(anual|mensual)(?:\s+de)?\s+interes compuesto`,
  ).exec(folded);
  if (rate) {
    const down = /desvaloriza|deprecia|pierde|disminuye|decrece|se reduce/.test(rate[1] ?? '');
    const p = amount(rate[2] ?? rate[4]);
    const per = rate[3] ?? rate[5] ?? '';
    const unit = /anual|ano/.test(per)
      ? 'ano'
      : /mensual|mes/.test(per)
        ? 'mes'
        : /diario|dia/.test(per)
          ? 'dia'
          : 'hora';
    if (p === undefined || (down && p >= 100)) return undefined;
    // Interest that is not said to be compound may be simple: another reading.
    if (/interes/.test(folded) && !/compuesto/.test(folded)) return undefined;
    const k = down ? 1 - p / 100 : 1 + p / 100;
    return {
      k,
      period: { value: 1, unit },
      start: n0,
      line: `${down ? 'Perder' : 'Ganar'} un ${fmt(p, 4)} % por ${unit === 'ano' ? 'año' : unit === 'dia' ? 'día' : unit} es multiplicar por ${fmt(k, 4)} cada ${unit === 'ano' ? 'año' : unit === 'dia' ? 'día' : unit}`,
      money,
      unit,
      numbers: 2,
    };
  }
  return undefined;
}

const show = (value: number, money: boolean, unit = '') =>
  money ? `$ ${fmt(value, 2)}` : `${fmt(value, 2)}${unit ? ` ${unit}` : ''}`;
/** A time unit as the folded text has it, with its accent back: «anos» → «años», «dia» → «día». */
const accented = (unit: string) => unit.replace(/^ano/, 'año').replace(/^dia/, 'día');

/** A reply for an exponential growth or decay told in words, or undefined. */
export function growthReading(folded: string): SolverReply | undefined {
  const model = modelOf(folded);
  if (!model || !(model.k > 0) || model.k === 1 || !(model.period.value > 0)) return undefined;
  const question = folded.slice(Math.max(0, folded.lastIndexOf('¿')));
  // A change or a share asked, not the amount: «¿cuántas se agregaron?», «¿cuánto interés se gana?»,
  // «¿qué masa se desintegró?», «¿qué porcentaje queda?», «¿cuántas había hace una hora?».
  // Only a question opened by «¿» is read so: a statement without one has its data in the same words.
  const changeAsked =
    folded.includes('¿') &&
    /agreg|aument|crecio|crecieron|\bgan(?:a|o|an|aron)\b|interes|perd|pierde|desintegr|diferencia|variacion|porcentaje|%|cuant[oa]s? (?:mas|menos)|\bhace\b|habia/.test(
      question,
    );
  const changeOrdered =
    /(?:el|los) intereses? (?:ganad|obtenid|generad)|(?:masa|cantidad) desintegrada|(?:lo que|cuanto) (?:se )?(?:gan|perd|desvaloriz)/.test(
      folded,
    );
  // Money taken out or put in along the way («y luego se retira la mitad»): another operation on it.
  const anotherOperation = /retir|se saca|extra[ej]|agreg|\by luego\b|luego se|despues se|ademas se/.test(
    folded,
  );
  if (changeAsked || changeOrdered || anotherOperation) return undefined;
  const count = (folded.match(new RegExp(AMOUNT, 'g')) ?? []).length;
  const periodHours = hours(model.period.unit) * model.period.value;
  const { k, start, money } = model;
  const base = `$N(t) = ${fmt(start, 4)} \\cdot ${fmt(k, 4)}^{t/${fmt(model.period.value, 4)}}$, con t en ${accented(model.period.unit)}`;
  // The time to reach a value: «¿en cuántas horas habrá 8000?», «¿cuántos años tardará en duplicarse?».
  const timeAsked =
    /en cuanto tiempo|cuant[oa]s? (?:minutos?|horas?|dias?|semanas?|meses|anos?)|cuanto tiempo|cuando/.test(
      question,
    );
  if (timeAsked) {
    const target = new RegExp(
      String.raw`(?:habra|haya|llegue|llega|alcance|alcanza|valga|sea de|queden|quedaran|supere)\s+(?:a\s+)?\$?\s*(${AMOUNT})`,
    ).exec(question);
    const n = amount(target?.[1]);
    if (n === undefined || n <= 0 || count !== model.numbers + 1) return undefined;
    const askedUnit =
      /cuant[oa]s? (minutos?|horas?|dias?|semanas?|meses|anos?)/.exec(question)?.[1] ?? model.period.unit;
    const periods = Math.log(n / start) / Math.log(k);
    if (!(periods > 0)) return undefined;
    const t = (periods * periodHours) / hours(askedUnit);
    const exact = Math.abs(periods - Math.round(periods)) < 1e-9;
    return {
      text: workedReply({
        title: 'Crecimiento exponencial: el tiempo',
        data: `${model.line}; al principio ${show(start, money, model.unit)}; se busca ${show(n, money, model.unit)}`,
        steps: [
          `${model.line}: ${base}.`,
          `Planteá $${fmt(start, 4)} \\cdot ${fmt(k, 4)}^{n} = ${fmt(n, 4)}$, con n la cantidad de períodos: $${fmt(k, 4)}^{n} = ${fmt(n / start, 4)}$, así que $n = \\frac{\\log ${fmt(n / start, 4)}}{\\log ${fmt(k, 4)}} ${exact ? '=' : '\\approx'} ${fmt(periods, 4)}$.`,
          `Cada período dura ${fmt(model.period.value, 4)} ${accented(model.period.unit)}: t ${exact ? '=' : '≈'} ${fmt(t, 2)} ${accented(askedUnit)}.`,
        ],
        answer: `**t ${exact && Number.isInteger(Math.round(t * 1e6) / 1e6) ? '=' : '≈'} ${fmt(t, 2)} ${accented(askedUnit)}**`,
        closing: '¿Por qué hace falta un logaritmo para despejar el exponente?',
      }),
      certain: true,
    };
  }
  const after =
    new RegExp(
      String.raw`(?:despues de|al cabo de|a los|a las|dentro de|en|durante|luego de)\s+(${AMOUNT})\s+${UNIT}`,
    ).exec(question) ??
    new RegExp(
      String.raw`(?:despues de|al cabo de|a los|a las|dentro de|durante|luego de)\s+(${AMOUNT})\s+${UNIT}`,
    ).exec(folded.slice(0, folded.length - question.length));
  const valueAsked =
    /cuant[oa]s?|que cantidad|cual (?:sera|es) (?:el|la|su)|cuanto (?:dinero|vale|valdra|habra)|que valor/.test(
      question,
    );
  const duration = amount(after?.[1]);
  if (!after || duration === undefined || !valueAsked || count !== model.numbers + 1) return undefined;
  const t = duration;
  const periods = (t * hours(after[2] ?? '')) / periodHours;
  if (!Number.isFinite(periods) || periods <= 0) return undefined;
  const value = start * k ** periods;
  const exact = Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
  return {
    text: workedReply({
      title: 'Crecimiento exponencial',
      data: `${model.line}; al principio ${show(start, money, model.unit)}; tiempo: ${fmt(t, 4)} ${accented(after[2] ?? '')}`,
      steps: [
        `${model.line}: ${base}.`,
        ...(after[2] === model.period.unit
          ? []
          : [
              `Pasá el tiempo a ${accented(model.period.unit)}: son ${fmt(periods * model.period.value, 4)} ${accented(model.period.unit)}.`,
            ]),
        `En ${fmt(t, 4)} ${accented(after[2] ?? '')} pasan ${fmt(periods, 4)} períodos: $N = ${fmt(start, 4)} \\cdot ${fmt(k, 4)}^{${fmt(periods, 4)}} ${exact ? '=' : '\\approx'} ${fmt(value, 2)}$.`,
      ],
      answer: `**${money ? 'Valor' : 'Cantidad'} al cabo de ${fmt(t, 4)} ${accented(after[2] ?? '')}: ${exact ? '' : '≈ '}${show(value, money, model.unit)}**`,
      closing: '¿Por qué no alcanza con sumar el mismo porcentaje cada período?',
    }),
    certain: true,
  };
}
