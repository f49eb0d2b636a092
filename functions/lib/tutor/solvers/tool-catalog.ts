/**
 * What each exact solver solves, for the model: name, summary and examples, read from the declarations.
 * Shipped inside the solvers module, beside the chat's bundle in Lambda (ADR 0028): the descriptions
 * outgrew the bundle's budget.
 */
import { type SolverName, solverDeclarations } from './registry.ts';

export interface ToolEntry {
  name: SolverName;
  /** What the tool does and what to pass it, in English. */
  summary: string;
  /** Problems it solves, written as the model should pass them. */
  examples: readonly string[];
}

export const toolCatalog: readonly ToolEntry[] = solverDeclarations.map(({ name, summary, examples }) => ({
  name,
  summary,
  examples,
}));
