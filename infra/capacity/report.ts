/** `npm run capacity`: the capacity model's tables for 1,000, 100,000 and 1,000,000 active students. */
import {
  apiThrottle,
  quotas,
  routeFigures,
  routeThrottle,
  studentCounts,
  totals,
  tutorConcurrency,
  tutorMessage,
} from './model.ts';

const n = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const usd = (value: number) => `$${value.toFixed(value < 0.1 ? 4 : 3)}`;

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i] ?? 0)).join(' | ')} |`;
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

const largest = studentCounts[studentCounts.length - 1] ?? 1_000_000;
console.log(
  `## Requests per second by route (peak: evening ×3; login routes: exam-morning burst ×10 on top)\n`,
);
const byRoute = studentCounts.map((students) => routeFigures(students));
console.log(
  table(
    ['route', ...studentCounts.flatMap((s) => [`avg ${n(s)}`, `peak ${n(s)}`]), `throttle @${n(largest)}`],
    (byRoute[0] ?? []).map((figure, index) => [
      figure.route,
      ...byRoute.flatMap((figures) => [
        n(figures[index]?.averageRps ?? 0, 2),
        n(figures[index]?.burstRps ?? 0, 1),
      ]),
      n(routeThrottle(figure.route, largest).rate),
    ]),
  ),
);

console.log(`\n## Totals at the peak, and the monthly cost per active student\n`);
const all = studentCounts.map(totals);
console.log(
  table(
    ['', ...studentCounts.map((s) => `${n(s)} students`)],
    [
      ['requests/s', ...all.map((t) => n(t.peakRps))],
      ['DynamoDB write units/s', ...all.map((t) => n(t.peakWriteUnitsPerSecond))],
      ['DynamoDB read units/s', ...all.map((t) => n(t.peakReadUnitsPerSecond))],
      ['Lambda concurrency', ...all.map((t) => n(t.peakLambdaConcurrency))],
      ['Bedrock calls/s', ...all.map((t) => n(t.peakBedrockCallsPerSecond, 1))],
      ['Bedrock tokens/min', ...all.map((t) => n(t.bedrockTokensPerMinute))],
      ['  as the quota counts them', ...all.map((t) => n(t.bedrockQuotaTokensPerMinute))],
      ['e-mails/s', ...all.map((t) => n(t.peakEmailsPerSecond, 1))],
      ['API throttle (rps)', ...studentCounts.map((s) => n(apiThrottle(s).rate))],
      ['tutor reserved concurrency', ...studentCounts.map((s) => n(tutorConcurrency(s)))],
      ['cost/student-month: API', ...all.map((t) => usd(t.monthlyCostPerStudent.api))],
      ['  Lambda', ...all.map((t) => usd(t.monthlyCostPerStudent.lambda))],
      ['  DynamoDB', ...all.map((t) => usd(t.monthlyCostPerStudent.dynamodb))],
      ['  SES', ...all.map((t) => usd(t.monthlyCostPerStudent.ses))],
      ['  Bedrock (tutor)', ...all.map((t) => usd(t.monthlyCostPerStudent.bedrock))],
      ['  total', ...all.map((t) => usd(t.monthlyCostPerStudent.total))],
    ],
  ),
);

const message = tutorMessage();
console.log(
  `\nA tutor message: ${n(message.calls, 2)} model calls, ${n(message.inputTokens)} tokens in, ${n(message.outputTokens)} out, on average (ADR 0087).`,
);

console.log(`\n## Account quotas to request before opening a stage of this size\n`);
const q = studentCounts.map(quotas);
console.log(
  table(
    ['quota', ...studentCounts.map((s) => `${n(s)} students`)],
    (Object.keys(q[0] ?? {}) as (keyof ReturnType<typeof quotas>)[]).map((key) => [
      key,
      ...q.map((row) => n(row[key])),
    ]),
  ),
);
