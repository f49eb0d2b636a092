/**
 * One exact solver, declared once: the tool the model calls, the offline engine's entry and the
 * how-to's unit (docs/how-to/add-a-solver.md). Every list of solvers is derived from declarations.
 */
import { answersTheQuestion, uncertainReply, unusedData } from './certainty.ts';

/** What a solver says about a problem it took. */
export interface SolverReply {
  /** The reply in Spanish (markdown, LaTeX between $…$). */
  text: string;
  /**
   * True only when the reading accounts for every datum of the statement and for the question asked
   * (which unknown, in which unit), and the result was checked where it can be (substituted back, units,
   * sign, range). When false, the text states no result as the answer: it says what it understood,
   * shows the method and asks for what is missing.
   */
  certain: boolean;
  /**
   * For a statement pasted with its options (lines «A) …» after it), the label of the one option the
   * reading proves right, when the solver decides among the options themselves: which molecule is polar,
   * which set of quantum numbers is allowed. Only with `certain`.
   */
  option?: string;
}

export interface SolverDeclaration<Name extends string = string> {
  /** The tool's name, snake_case (Converse allows [a-zA-Z0-9_-]{1,64}). */
  readonly name: Name;
  /**
   * What it solves, for the student, in Spanish: a phrase of the tutor's "what I can do" reply
   * (offline/conversation.ts), listed under its family's subject.
   */
  readonly offer: string;
  /** What it solves and what to pass it, in English, for the model. */
  readonly summary: string;
  /** Problems it solves, as the model should pass them: part of the tool's description, and run by the tests. */
  readonly examples: readonly string[];
  /** Its input, for the model: every solver takes the problem as text. */
  readonly parameters?: { readonly problem: string };
  /** A reply for a problem of its kind; undefined when the problem is not one it solves. */
  readonly solve: (problem: string) => SolverReply | undefined;
}

/** Declares a solver; the identity, so that the name keeps its literal type. */
export const declareSolver = <Name extends string>(
  declaration: SolverDeclaration<Name>,
): SolverDeclaration<Name> => declaration;

/** A solver written before declarations: a worked text, or undefined when the problem is not its kind. */
export type TextSolver = (problem: string) => string | undefined;

export interface FromTextOptions {
  /**
   * Whether a worked text is certain for this problem; by default when every datum of the statement
   * shows up in it and it answers the question asked (certainty.ts). A solver with a sharper check of
   * its own passes it here.
   */
  certain?: (problem: string, text: string) => boolean;
}

/**
 * A text solver as a declaration's `solve`. When the reply is not certain, its text is replaced by one
 * that states no result: the reading, the method without results, and a question about the unused datum.
 */
export function fromText(solve: TextSolver, options: FromTextOptions = {}): SolverDeclaration['solve'] {
  return (problem) => {
    const text = solve(problem);
    if (text === undefined) return undefined;
    const unused = unusedData(problem, text);
    const certain = options.certain
      ? options.certain(problem, text)
      : unused.length === 0 && answersTheQuestion(problem, text);
    if (certain) return { text, certain: true };
    return { text: uncertainReply(text, unused), certain: false };
  };
}
