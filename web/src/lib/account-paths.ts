/** Where the student sets their exam (#31): linked from the plan, the subject list and the menu. */
export const MY_ACCOUNT_PATH = '/content/cuenta';

/** The first steps after paying (#30): faculty, exam day, daily goal, first questions. */
export const ONBOARDING_PATH = '/content/bienvenida';
