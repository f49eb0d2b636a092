/** The daily goals a student can pick, in exercises a day (ADR 0052). */
export const DAILY_GOAL_OPTIONS = [10, 20, 30] as const;
export type DailyGoal = (typeof DAILY_GOAL_OPTIONS)[number];

/** What the goal card suggests to a student who has not picked one yet. */
export const SUGGESTED_DAILY_GOAL: DailyGoal = 20;

/** The reminder goes out from this Argentine hour on, to students still short of the day's goal. */
export const REMINDER_FROM_HOUR = 19;
/** …and not after this one: a late run is skipped rather than mailing at midnight. */
export const REMINDER_UNTIL_HOUR = 22;

/** How the goal's words read: "10 ejercicios por día". */
export const dailyGoalLabel = (goal: number) => `${goal} ejercicios por día`;
