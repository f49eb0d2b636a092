/**
 * The options of a multiple-choice statement as the offline engine writes them back under it («A) CCl₄»,
 * one a line, see `amongOptions` in offline/reading.ts), for the solvers that weigh each option themselves,
 * and the one rule they all follow to name one: exactly one option proved, every other refuted.
 */

export interface OptionLine {
  readonly label: string;
  readonly text: string;
  /** «Ninguna respuesta anterior es correcta», «Ninguna de las anteriores». */
  readonly none: boolean;
}

const LINE = /^\s*\(?([A-E])\)\s+(.+?)\s*$/;

/** The statement (every line before the first option) and the options, or undefined with fewer than 3. */
export function optionLines(problem: string): { statement: string; options: OptionLine[] } | undefined {
  const lines = problem.split('\n');
  const first = lines.findIndex((line) => /^\s*\(?A\)\s/.test(line));
  if (first < 1) return undefined;
  const options: OptionLine[] = [];
  for (const line of lines.slice(first)) {
    const found = LINE.exec(line);
    if (!found) return undefined;
    const [, label = '', text = ''] = found;
    options.push({ label, text, none: /^ningun[ao]\b/i.test(text) });
  }
  const labels = options.map((option) => option.label).join('');
  if (options.length < 3 || !'ABCDE'.startsWith(labels)) return undefined;
  return { statement: lines.slice(0, first).join('\n').trim(), options };
}

/**
 * The option to name from each option's verdict (true: it is the one asked for; false: it is not;
 * undefined: not decided). Exactly one true and every other false names that one; every non-«ninguna»
 * option false names the «ninguna» one. Anything else names none.
 */
export function provenOption(
  options: readonly OptionLine[],
  verdict: (option: OptionLine) => boolean | undefined,
): OptionLine | undefined {
  const weighed = options.filter((option) => !option.none).map((option) => ({ option, is: verdict(option) }));
  if (weighed.some((entry) => entry.is === undefined)) return undefined;
  const proved = weighed.filter((entry) => entry.is);
  if (proved.length === 1) return proved[0]?.option;
  if (proved.length === 0) return options.find((option) => option.none);
  return undefined;
}
