/**
 * A tariff in tiers, a piecewise function of what is used: «cobra un cargo fijo de $ 1500 y $ 120 por
 * m³ hasta 20 m³; cada m³ por encima de 20 cuesta $ 200. ¿Cuánto paga quien consumió 32 m³?», or an
 * abono that includes some units and a price for each one beyond them. The bill is the fixed charge,
 * the first tier's units at its price and the units beyond the threshold at theirs.
 */
import { fmt, readNumber } from './numbers.ts';
import type { Asked, WorkedKind } from './word-problem-types.ts';

const AMOUNT = String.raw`\d{1,3}(?:[ .]\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
const amount = (raw: string | undefined) => readNumber((raw ?? '').replace(/ (?=\d{3}\b)/g, '.'));
const numbersOf = (text: string) => (text.match(new RegExp(AMOUNT, 'g')) ?? []).length;
const UNIT = '(m³|m3|kwh|minutos?|km|kilometros?|litros?|megas?|gb|mensajes?|unidades|horas?)';
const FIXED = new RegExp(
  `(?:cargo fijo|abono(?: mensual)?|fijo mensual|bajada de bandera)(?: mensual)?(?: de)? \\$ ?(${AMOUNT})|\\$ ?(${AMOUNT}) (?:de|como) (?:cargo fijo|abono)`,
);
const INCLUDED = new RegExp(`incluye (?:los )?(?:primeros )?(${AMOUNT}) ?${UNIT}`);
const FIRST_TIER = new RegExp(
  `\\$ ?(${AMOUNT}) (?:por|cada|el) (?:cada )?${UNIT} hasta (?:los |un maximo de )?(${AMOUNT}) ?${UNIT}?`,
);
const BEYOND = new RegExp(
  `(?:por |cada )(?:cada )?${UNIT} (?:que exced\\w*(?: (?:de )?(?:los|esa cantidad|ese (?:limite|consumo)))?|por encima de (?:(?:los )?(${AMOUNT})|ese (?:limite|valor))|excedentes?|adicional(?:es)?|de mas)[^$]{0,25}?\\$ ?(${AMOUNT})|\\$ ?(${AMOUNT}) (?:por|cada) (?:cada )?${UNIT} (?:excedentes?|adicional(?:es)?|de mas|que exced\\w*)`,
);
const USED = new RegExp(
  `(?:consum\\w*|habl\\w*|us\\w*|gast\\w*|recorr\\w*|utiliz\\w*|envi\\w*) (${AMOUNT}) ?${UNIT}`,
);

const unitOf = (raw: string) => (/^m(?:3|³)$/.test(raw) ? 'm³' : raw === 'kwh' ? 'kWh' : raw);

export function tieredTariff(asked: Asked): WorkedKind | undefined {
  const { statement } = asked;
  if (asked.parts.length) return undefined;
  const question = statement.slice(Math.max(0, statement.lastIndexOf('¿')));
  if (
    !/cuanto (?:debe )?(?:paga|pagar|abona|abonar|gasta)|importe|monto|cuanto (?:le )?cuesta/.test(question)
  )
    return undefined;
  const fixed = FIXED.exec(statement);
  const included = INCLUDED.exec(statement);
  const first = FIRST_TIER.exec(statement);
  const beyond = BEYOND.exec(statement);
  const used = USED.exec(question);
  if (!beyond || !used || (!included && !first) || (included && first)) return undefined;
  const f = fixed ? amount(fixed[1] ?? fixed[2]) : 0;
  const threshold = amount(included ? included[1] : first?.[3]);
  const r1 = included ? 0 : amount(first?.[1]);
  const r2 = amount(beyond[3] ?? beyond[4]);
  const c = amount(used[1]);
  const repeated = beyond[2] === undefined ? 0 : 1;
  if (repeated && amount(beyond[2]) !== threshold) return undefined;
  if ([f, threshold, r1, r2, c].some((value) => value === undefined)) return undefined;
  const numbers = (fixed ? 1 : 0) + (included ? 1 : 2) + 1 + repeated + 1;
  if (numbersOf(statement) !== numbers) return undefined;
  const [F, T, R1, R2, C] = [f ?? 0, threshold ?? 0, r1 ?? 0, r2 ?? 0, c ?? 0];
  const unit = unitOf(used[2] ?? '');
  const each = /^(?:minutos|litros|horas|kilometros|megas|mensajes)$/.test(unit) ? unit.slice(0, -1) : unit;
  const inFirst = Math.min(C, T);
  const over = Math.max(0, C - T);
  const bill = F + R1 * inFirst + R2 * over;
  const tier = (u: number) => F + R1 * Math.min(u, T) + R2 * Math.max(0, u - T);
  return {
    title: 'Tarifa por tramos (función definida por partes)',
    data: `${F ? `$ ${fmt(F, 2)} fijos; ` : ''}${included ? `incluye ${fmt(T, 2)} ${unit}` : `$ ${fmt(R1, 2)} por ${each} hasta ${fmt(T, 2)} ${unit}`}; $ ${fmt(R2, 2)} por ${each} por encima de ${fmt(T, 2)}; consumo ${fmt(C, 2)} ${unit}`,
    steps: [
      `El costo es una función por tramos del consumo x: $C(x) = ${fmt(F, 2)}${R1 ? ` + ${fmt(R1, 2)}x` : ''}$ si $0 \\le x \\le ${fmt(T, 2)}$, y $C(x) = ${fmt(F + R1 * T, 2)} + ${fmt(R2, 2)}(x - ${fmt(T, 2)})$ si $x > ${fmt(T, 2)}$.`,
      C > T
        ? `Con x = ${fmt(C, 2)} (mayor que ${fmt(T, 2)}): ${F ? `${fmt(F, 2)} + ` : ''}${R1 ? `${fmt(R1, 2)} · ${fmt(T, 2)} + ` : ''}${fmt(R2, 2)} · ${fmt(over, 2)} = ${fmt(bill, 2)}.`
        : `Con x = ${fmt(C, 2)} (no pasa de ${fmt(T, 2)}): ${F ? `${fmt(F, 2)} + ` : ''}${fmt(R1, 2)} · ${fmt(C, 2)} = ${fmt(bill, 2)}.`,
      `Verificación: en x = ${fmt(T, 2)} los dos tramos dan lo mismo, ${fmt(tier(T), 2)}, y el costo crece con el consumo ✓`,
    ],
    answer: `**$ ${fmt(bill, 2)}**`,
  };
}
