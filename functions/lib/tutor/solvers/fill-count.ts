/**
 * How many containers of one capacity a volume fills: «¿Cuántos envases de 250 cm³ se llenan con 15 L de
 * jugo?», «Con un bidón de 5 L, ¿cuántas botellas de 750 mL se pueden llenar completamente?».
 *
 * The count is sure when the volume divides evenly; otherwise only when the statement says which whole
 * number it wants: the containers filled completely (rounded down) or the least that hold it all
 * (rounded up). Without that, it shows both and asks.
 */
import { at } from '../../../../shared/lib/must.ts';
import type { SolverReply } from './declaration.ts';
import { fmt, NUMBER_SOURCE } from './numbers.ts';
import { workedReply } from './reply.ts';
import { findQuantities, foldForUnits, type Quantity } from './units.ts';

// «¿Cuántos envases de 250 cm³…», «¿cuántas botellas de 750 mL…»: the container and its capacity.
const CONTAINERS =
  '(envases?|botellas?|botellitas?|frascos?|latas?|vasos?|jeringas?|bidones|bidon|tazas?|copas?|ampollas?|sachets?|cajas?|tarros?|baldes?|recipientes?|jarras?|potes?|tubos?|cucharadas?|damajuanas?|tanques?)';
const ASKED = new RegExp(String.raw`\bcuant[oa]s\s+${CONTAINERS}\b`, 'u');
/** «frascos de 300 cm³», «botellas de vidrio de 750 mL»: a container's capacity, wherever it is said. */
const capacityOf = (noun: string) =>
  new RegExp(
    String.raw`\b${noun.replace(/s$/, '').replace(/^bidone$/, 'bidon')}(?:e?s)?\s+(?:\p{L}+\s+){0,2}?de\s+(${NUMBER_SOURCE})`,
    'u',
  );
const FILLS =
  /\b(?:llena\w*|envasa\w*|fracciona\w*|complet\w*|alcanza\w*|se (?:obtienen|pueden servir|sirven)|hacen falta|se necesitan|necesit\w*)\b/;
const WHOLE_DOWN = /\bcompletamente\b|\bcomplet[oa]s\b|\bllen[oa]s\b|\bhasta el borde\b|\benter[oa]s\b/;
const WHOLE_UP = /\bcomo minimo\b|\bminimo\b|\bhacen falta\b|\bse necesitan\b|\bnecesit\w*\b/;

/** The count of containers, or undefined when the message is not one. */
export function solveFillCount(message: string): SolverReply | undefined {
  const folded = foldForUnits(message.replace(/\n[A-E]\)[^\n]*/g, ' '));
  const asked = ASKED.exec(folded);
  if (!asked || !FILLS.test(folded)) return undefined;
  // «…con la mitad», «si se derrama…»: a part of the volume, which this reading does not take.
  if (
    /\b(?:mitad|tercio|tercera parte|cuarto|cuarta parte|doble|triple|derrama\w*|pierde|sobra\w*|quedan?)\b|%/.test(
      folded,
    )
  )
    return undefined;
  const volumes = findQuantities(folded).filter((q) => q.unit.dimension === 'volume');
  // Every number of the statement is one of the two volumes.
  const numbers = folded.match(new RegExp(`(?<![\\p{L}\\d,.^])${NUMBER_SOURCE}`, 'gu')) ?? [];
  if (volumes.length !== 2 || numbers.length !== 2) return undefined;
  const capacity = capacityOf(at(asked, 1, 'container')).exec(folded);
  if (!capacity) return undefined;
  const capacityIndex = capacity.index + capacity[0].length - at(capacity, 1, 'capacity').length;
  const piece = volumes.find((q) => q.index === capacityIndex);
  const total = volumes.find((q) => q !== piece);
  if (!piece || !total) return undefined;
  const litres = (q: Quantity) => q.value * q.unit.factor;
  const ratio = litres(total) / litres(piece);
  if (!(ratio >= 1)) return undefined;
  const exact = Math.abs(ratio - Math.round(ratio)) <= 1e-9 * ratio;
  const down = WHOLE_DOWN.test(folded);
  const up = WHOLE_UP.test(folded) && !down;
  const noun = at(asked, 1, 'container');
  const plural = noun.endsWith('s') ? noun : noun === 'bidon' ? 'bidones' : `${noun}s`;
  const steps = [
    `Pasá los dos volúmenes a la misma unidad: ${fmt(total.value, 4)} ${total.unit.symbol} = ${fmt(litres(total) / piece.unit.factor, 4)} ${piece.unit.symbol}.`,
    `Dividí por lo que entra en cada uno: ${fmt(litres(total) / piece.unit.factor, 4)} / ${fmt(piece.value, 4)} ${exact ? '=' : '≈'} ${fmt(ratio, 4)}.`,
  ];
  const data = `volumen total: ${fmt(total.value, 4)} ${total.unit.symbol}; cada uno: ${fmt(piece.value, 4)} ${piece.unit.symbol}`;
  if (!exact && !down && !up) {
    return {
      certain: false,
      text: workedReply({
        title: `Cuántos ${plural}`,
        data,
        steps: [
          ...steps,
          `No da justo: se llenan ${fmt(Math.floor(ratio), 0)} completos y sobra; para guardarlo todo hacen falta ${fmt(Math.ceil(ratio), 0)}.`,
        ],
        answer:
          'Todavía no te doy un número: depende de si piden los que se llenan completos o los que hacen falta para todo.',
        closing: '¿Tu ejercicio pregunta cuántos se llenan completos o cuántos hacen falta?',
      }),
    };
  }
  const count = exact ? Math.round(ratio) : down ? Math.floor(ratio) : Math.ceil(ratio);
  const why = exact
    ? 'Da justo: no sobra nada.'
    : down
      ? `Se llenan ${fmt(count, 0)} completos; lo que sobra no alcanza para otro.`
      : `Con ${fmt(count - 1, 0)} no alcanza: hacen falta ${fmt(count, 0)}.`;
  return {
    certain: true,
    text: workedReply({
      title: `Cuántos ${plural}`,
      data,
      steps: [...steps, why],
      answer: `**${up ? 'Hacen falta' : 'Se llenan'} ${fmt(count, 0)} ${plural}**`,
      closing: '¿Por qué hay que pasar los dos volúmenes a la misma unidad antes de dividir?',
    }),
  };
}
