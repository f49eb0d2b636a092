import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { addDays } from '../../../../shared/domain/calendar-days.ts';
import type { CareerId } from '../../../../shared/domain/regionals/careers.ts';
import { studyDay } from '../../../../shared/domain/study-days.ts';
import {
  careerName,
  careersFor,
  dateChoicesAt,
  dateMeaning,
  facultyLabel,
  facultyMeaning,
  regionalChoices,
} from '../../lib/exam-choices.ts';
import { type ExamTarget, type ExamTargetChange, saveExamTarget } from '../../lib/exam-target-api.ts';
import './exam-target.css';

/** The parts of the exam the form asks: `faculty` (with the career) and `date`. */
export type ExamTargetPart = 'faculty' | 'date';

/** How far ahead the date field lets a day be picked (the server's horizon, exam-target.ts). */
const HORIZON_DAYS = 730;

interface ExamTargetFormProps {
  /** What the account holds now. */
  initial: ExamTarget;
  /** Mi cuenta asks both; onboarding asks one part per step. */
  parts?: readonly ExamTargetPart[];
  submitLabel?: string;
  /** After the server saved it; the browser's copy is already updated. */
  onSaved?: (target: ExamTarget, message: string) => void;
  /** Buttons beside «Guardar» (onboarding's «Volver»). */
  extraActions?: ReactNode;
}

/**
 * The student's exam (#31): their regional faculty, their career and the day of their first exam, with
 * what the choice means for what they study. Saves through POST /api/account/exam and keeps the
 * browser's copy in step, so the countdown, the plan and the educational area agree.
 */
export function ExamTargetForm({
  initial,
  parts = ['faculty', 'date'],
  submitLabel = 'Guardar',
  onSaved,
  extraActions,
}: ExamTargetFormProps) {
  const [regional, setRegional] = useState(initial.regional);
  const [career, setCareer] = useState<CareerId | null>(initial.career);
  const [examDate, setExamDate] = useState(initial.examDate);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const id = useId();

  // One clock for the form's life: the suggestions do not move under the student's finger.
  const [now] = useState(() => Date.now());
  const today = studyDay(new Date(now));
  const choices = useMemo(() => dateChoicesAt(regional, now), [regional, now]);
  const careers = careersFor(regional);
  const asks = (part: ExamTargetPart) => parts.includes(part);

  const chooseRegional = (next: string | null) => {
    setRegional(next);
    // The server drops a career the new faculty does not offer; the form says so before saving.
    if (career && !careersFor(next).includes(career)) setCareer(null);
    setOutcome(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const change: ExamTargetChange = {
      ...(asks('faculty') ? { regional, career } : {}),
      ...(asks('date') ? { examDate } : {}),
    };
    setBusy(true);
    setOutcome(null);
    const result = await saveExamTarget(change);
    setBusy(false);
    setOutcome({ ok: result.ok, message: result.message });
    if (result.ok) onSaved?.(result.target, result.message);
  };

  return (
    <form className="exam-form" onSubmit={submit} noValidate>
      {asks('faculty') && (
        <div className="exam-form__group">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-regional`}>
              Tu facultad regional
            </label>
            <select
              id={`${id}-regional`}
              className="field__input"
              value={regional ?? ''}
              onChange={(event) => chooseRegional(event.target.value || null)}
            >
              <option value="">Todavía no sé</option>
              {regionalChoices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {facultyLabel(choice)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-career`}>
              Tu carrera
            </label>
            <select
              id={`${id}-career`}
              className="field__input"
              value={career ?? ''}
              onChange={(event) => {
                setCareer((event.target.value || null) as CareerId | null);
                setOutcome(null);
              }}
            >
              <option value="">Todavía no sé</option>
              {careers.map((option) => (
                <option key={option} value={option}>
                  {careerName(option)}
                </option>
              ))}
            </select>
          </div>
          <p className="exam-form__meaning" aria-live="polite">
            {facultyMeaning(regional, career)}
          </p>
        </div>
      )}

      {asks('date') && (
        <fieldset className="exam-form__group exam-form__dates">
          <legend className="field__label">¿Cuándo es tu primer examen?</legend>
          <ul className="exam-form__choices">
            {choices.map((choice) => (
              <li key={`${choice.precision}-${choice.date}`}>
                <label className="exam-form__choice">
                  <input
                    type="radio"
                    name={`${id}-date`}
                    value={choice.date}
                    checked={examDate === choice.date}
                    onChange={() => {
                      setExamDate(choice.date);
                      setOutcome(null);
                    }}
                  />
                  <span>{choice.label}</span>
                </label>
              </li>
            ))}
            <li>
              <label className="exam-form__choice">
                <input
                  type="radio"
                  name={`${id}-date`}
                  value=""
                  checked={examDate === null}
                  onChange={() => {
                    setExamDate(null);
                    setOutcome(null);
                  }}
                />
                <span>Todavía no sé</span>
              </label>
            </li>
          </ul>
          <div className="field exam-form__day">
            <label className="field__label" htmlFor={`${id}-day`}>
              ¿Ya sabés el día exacto? Elegilo acá
            </label>
            <input
              id={`${id}-day`}
              className="field__input"
              type="date"
              min={today}
              max={addDays(today, HORIZON_DAYS)}
              value={examDate ?? ''}
              onChange={(event) => {
                setExamDate(event.target.value || null);
                setOutcome(null);
              }}
            />
          </div>
          <p className="exam-form__meaning" aria-live="polite">
            {dateMeaning(examDate, choices)}
          </p>
        </fieldset>
      )}

      {/* Present from the start, so a screen reader announces what the save answers. */}
      <p className={outcome?.ok ? 'form-notice' : 'exam-form__status'} role="status">
        {outcome?.ok ? outcome.message : ''}
      </p>
      {outcome && !outcome.ok && (
        <p className="form-error" role="alert">
          {outcome.message}
        </p>
      )}
      <div className="actions exam-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? 'Guardando…' : submitLabel}
        </button>
        {extraActions}
      </div>
    </form>
  );
}
