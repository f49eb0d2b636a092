import { useId, useState } from 'react';
import { examDayStart } from '../../../../shared/domain/exam-calendar.ts';
import { dateChoicesAt, examDayText, shortDateLabel } from '../../lib/exam-choices.ts';
import { saveExamTarget } from '../../lib/exam-target-api.ts';
import { useCachedTarget } from '../../lib/use-cached-target.ts';

interface ExamDateSelectProps {
  /** The faculty the plan follows (the server's word), else the browser's copy decides the suggestions. */
  faculty: string | null;
  /** The day the plan aims at now: the student's own, or the calendar's next exam. */
  aimed: string | null;
}

/** The day chosen elsewhere (Mi cuenta's date field) is offered as it is, beside the suggestions. */
export function dateOptions(
  choices: readonly { date: string; label: string }[],
  current: string | null,
): { date: string; label: string }[] {
  if (!current || choices.some((choice) => choice.date === current)) return [...choices];
  return [{ date: current, label: `Tu fecha: ${examDayText(current)}` }, ...choices];
}

/**
 * "¿Para qué examen te preparás?" on the plan (#31): the exam day the student prepares for, saved to
 * their account and this browser's copy, so the countdown, the plan and Mi cuenta agree. A chunk of its
 * own: the suggestions come from the regionals' list, which stays off the dashboard's first load.
 */
export default function ExamDateSelect({ faculty, aimed }: ExamDateSelectProps) {
  const own = useCachedTarget();
  const [now] = useState(() => Date.now());
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const id = useId();
  const regional = faculty ?? (own?.owner === 'account' ? own.regional : null);
  // A day gone by is no longer what the plan aims at: the calendar's next exam is.
  const ownDay =
    own?.owner === 'account' && own.examDate && examDayStart(own.examDate) > now ? own.examDate : null;
  const current = ownDay ?? aimed;
  const options = dateOptions(
    dateChoicesAt(regional, now).map((choice) => ({ date: choice.date, label: shortDateLabel(choice) })),
    current,
  );
  if (options.length === 0) return null;

  const choose = async (examDate: string) => {
    setSaving(true);
    setOutcome(null);
    const result = await saveExamTarget({ examDate });
    setSaving(false);
    setOutcome({ ok: result.ok, message: result.message });
  };

  return (
    <>
      <p className="learn-plan__intake">
        <label htmlFor={id}>¿Para qué examen te preparás?</label>
        <select
          id={id}
          value={current ?? options[0]?.date}
          aria-disabled={saving || undefined}
          onChange={(event) => {
            if (!saving) void choose(event.target.value);
          }}
        >
          {options.map((option) => (
            <option key={option.date} value={option.date}>
              {option.label}
            </option>
          ))}
        </select>
      </p>
      <p className="plan-exam__saved" role="status">
        {saving ? 'Guardando tu fecha…' : outcome?.ok ? outcome.message : ''}
      </p>
      {outcome && !outcome.ok && (
        <p className="form-error plan-exam__error" role="alert">
          {outcome.message}
        </p>
      )}
    </>
  );
}
