/** Where the student asks from, in the tag the server reads: the page's exercise, mini class or simulator. */
const COURSE = 'ingreso-utn';

const pages: [RegExp, (match: RegExpMatchArray) => string][] = [
  [
    /^\/content\/educational\/([a-z]+)\/ejercicio\/([\w-]+)\/?$/,
    ([, subject, id]) => `ejercicio:${subject}:${id}`,
  ],
  [
    /^\/content\/educational\/([a-z]+)\/mini-clase\/([\w-]+)\/?$/,
    ([, subject, id]) => `mini-clase:${subject}:${id}`,
  ],
  [/^\/content\/simulador(?:\/([\w-]+))?\/?$/, ([, id]) => `simulador:${id ?? 'actual'}`],
];

export function tutorContextFor(pathname: string): string {
  for (const [pattern, tag] of pages) {
    const match = pathname.match(pattern);
    if (match) {
      const context = tag(match);
      return context.length <= 64 ? context : COURSE;
    }
  }
  return COURSE;
}

/** On a simulator's player the tutor does not solve (the server refuses too): the widget says so first. */
export const isSimulatorContext = (context: string) => context.startsWith('simulador:');
