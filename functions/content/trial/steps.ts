/** Writes a step-by-step explanation: "PASO 1: …\nPASO 2: …\nRESULTADO: …". */
export function pasos(lines: readonly string[], resultado: string): string {
  return [...lines.map((line, i) => `PASO ${i + 1}: ${line}`), `RESULTADO: ${resultado}`].join('\n');
}
