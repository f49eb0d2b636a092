import type { RegionalResult } from '../../../../shared/api/contracts/regional-preset.ts';
import { numberFormat } from '../../../../shared/domain/es-ar-format.ts';
import type { ExamSlot, Figure } from '../../../../shared/domain/regional-exam.ts';

/*
 * What a regional's simulacro says in words (#31, ADR 0076): its exam figure by figure before it starts,
 * and the verdict that exam would give after. Numbers in Argentine notation.
 */

const upToTwoDecimals = numberFormat({ maximumFractionDigits: 2 });

export const numberAr = (value: number) => upToTwoDecimals().format(value);

/** «a, b y c». */
export const andList = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} y ${items.at(-1)}` : (items[0] ?? '');

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const pointsText = (points: number) => plural(points, 'punto', 'puntos');

/** «6» on a 10-point scale, «60 de 100» on any other. */
const markText = (mark: { score: number; outOf: number }) =>
  mark.outOf === 10 ? numberAr(mark.score) : `${numberAr(mark.score)} de ${numberAr(mark.outOf)}`;

/**
 * «Aprobarías: 7,5/10» and «(la nota para aprobar en FRC es 6)»; where no source gives the pass mark,
 * the second part says so and names the reference it took instead.
 */
export function verdictParts(result: Pick<RegionalResult, 'approved' | 'grade' | 'passMark' | 'regional'>): {
  head: string;
  mark: string;
} {
  const { approved, grade, passMark, regional } = result;
  return {
    head: `${approved ? 'Aprobarías' : 'No aprobarías'}: ${numberAr(grade)}/${numberAr(passMark.outOf)}`,
    mark:
      passMark.origin === 'fuente'
        ? `(la nota para aprobar en ${regional.code} es ${markText(passMark)})`
        : `(no encontramos la nota para aprobar en ${regional.code}: tomamos la referencia general, ${numberAr(passMark.score)} de ${numberAr(passMark.outOf)})`,
  };
}

export function verdictText(
  result: Pick<RegionalResult, 'approved' | 'grade' | 'passMark' | 'regional'>,
): string {
  const { head, mark } = verdictParts(result);
  return `${head} ${mark}`;
}

/** A figure without a source that the simulacro fills with the general reference (not one left unknown). */
export const fromReference = (figure: Figure<unknown>) =>
  figure.origin === 'referencia' && figure.value !== null;

/** A figure without a source and without a reference: unknown, and said so. */
export const unknown = (figure: Figure<unknown>) => figure.origin === 'referencia' && figure.value === null;

export const formatLabels: Record<ExamSlot['format'], string> = {
  'five-options': 'Opción múltiple',
  'multiple-choice': 'Opción múltiple',
  numeric: 'Respuesta numérica',
  'multi-part': 'Problema por partes',
};

/** «10 de 10 puntos», and each part's for a problem in parts: «(a: 3 de 3, b: 0 de 4)». */
export function itemPointsText(item: RegionalResult['items'][number]): string {
  const total = `${numberAr(item.earned)} de ${pointsText(item.possible)}`;
  if (!item.parts) return total;
  const parts = item.parts.map(
    (part) => `${part.label}: ${numberAr(part.earned)} de ${numberAr(part.possible)}`,
  );
  return `${total} (${parts.join(', ')})`;
}

/** The figures a summary lists, each with what it says and the figure it comes from. */
export interface SummaryLine {
  term: string;
  text: string;
  figure: Figure<unknown>;
}

export interface SummaryPlan {
  figures: {
    items: Figure<number>;
    optionsPerItem: Figure<number>;
    noneOfTheAbove: Figure<boolean>;
    openItems: Figure<number>;
    durationMinutes: Figure<number>;
    totalPoints: Figure<number>;
    passMark: Figure<{ score: number; outOf: number }>;
    recovery: Figure<string | null>;
  };
  slots: readonly ExamSlot[];
}

/** «6 de 10 puntos y 2 de 20»: the slots grouped by their points, in order. */
function pointsSplit(slots: readonly ExamSlot[]): string {
  const groups: { points: number; count: number }[] = [];
  for (const slot of slots) {
    const last = groups.at(-1);
    if (last?.points === slot.points) last.count++;
    else groups.push({ points: slot.points, count: 1 });
  }
  if (groups.length === 1) return `${pointsText(groups[0]?.points ?? 0)} cada ítem`;
  return groups
    .map((group, index) =>
      index === 0
        ? `${plural(group.count, 'ítem', 'ítems')} de ${pointsText(group.points)}`
        : `${group.count} de ${numberAr(group.points)}`,
    )
    .join(' y ');
}

export function summaryLines(plan: SummaryPlan): SummaryLine[] {
  const { figures, slots } = plan;
  const items = figures.items;
  const range =
    items.origin === 'fuente' && items.range
      ? ` (sus exámenes tienen entre ${items.range.min} y ${items.range.max}: usamos ${items.value})`
      : '';
  const numeric = slots.filter((slot) => slot.format === 'numeric').length;
  const inParts = slots.filter((slot) => slot.format === 'multi-part').length;
  const open = [
    numeric ? plural(numeric, 'de respuesta numérica', 'de respuesta numérica') : '',
    inParts ? plural(inParts, 'problema por partes', 'problemas por partes') : '',
  ].filter(Boolean);
  const choices = slots.length - numeric - inParts;
  const options = figures.optionsPerItem.value >= 5 ? 5 : 4;
  const closing =
    figures.noneOfTheAbove.value && options === 5
      ? ', la última «Ninguna respuesta anterior es correcta»'
      : '';
  const pass = figures.passMark.value;
  return [
    { term: 'Ítems', text: `${items.value}${range}`, figure: items },
    { term: 'Tiempo', text: `${figures.durationMinutes.value} minutos`, figure: figures.durationMinutes },
    {
      term: 'Opciones',
      text: choices ? `${options} por ítem de opción múltiple${closing}` : 'Ningún ítem de opción múltiple',
      figure: figures.optionsPerItem,
    },
    {
      term: 'Para escribir',
      text: open.length ? open.join(' y ') : 'Ninguno: todos son de opción múltiple',
      figure: figures.openItems,
    },
    {
      term: 'Puntaje',
      text: `${numberAr(figures.totalPoints.value)} en total: ${pointsSplit(slots)}`,
      figure: figures.totalPoints,
    },
    {
      term: 'Para aprobar',
      text: `${numberAr(pass.score)} de ${numberAr(pass.outOf)}`,
      figure: figures.passMark,
    },
    { term: 'Recuperatorio', text: figures.recovery.value ?? 'Sin dato', figure: figures.recovery },
  ];
}

/** Whether no figure of the exam has a source: the whole simulacro is the general reference. */
export const allReference = (plan: SummaryPlan) =>
  Object.values(plan.figures).every((figure) => figure.origin === 'referencia');
