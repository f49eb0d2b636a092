/** `practice`: feedback after each question (the spec's simulator); `exam`: none until the end. */
export const simulatorModes = ['practice', 'exam'] as const;
export type SimulatorMode = (typeof simulatorModes)[number];
